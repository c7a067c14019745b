import { useMemo, useState } from 'react';
import type { ExposedModule, ExposedProps, HeaderDialogProps } from '@shop/contracts';
import { Icon } from '@shop/ui';
import { RemoteSlot } from './remote-slot';
import { useRemoteOnTap } from './use-remote-on-tap';

/** The exposed modules that are a header button's dialog or panel. */
export type DialogModule = {
  [Id in ExposedModule]: ExposedProps<Id> extends HeaderDialogProps ? Id : never;
}[ExposedModule];

export interface RemoteDialogButtonProps {
  module: DialogModule;
  /** The button's accessible name and its icon's path. */
  label: string;
  icon: string;
}

/**
 * A header button whose dialog is a remote's (search, wishlist). The button is the shell's, in
 * the header from the first paint, so it works before the remote's code has come; the dialog's
 * code loads when the shopper heads for the button (pointer over it, a finger on it, the keyboard
 * on it). A tap paints the button pressed in its own frame, and the dialog comes in a later one,
 * mounted from then on so that what it holds stays while it is closed; a second tap before it
 * came takes the first back. A remote that cannot be reached shows its fallback beside the button.
 */
export function RemoteDialogButton({ module, label, icon }: RemoteDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const { mounted, headFor, want } = useRemoteOnTap(module);
  const dialogProps = useMemo(() => ({ open, onClose: () => setOpen(false) }), [open]);
  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={headFor}
        onFocus={headFor}
        onClick={() => {
          want();
          setOpen(!open);
        }}
      >
        <Icon className="shell-icon" d={icon} stroke={2} />
        <span className="shell-visually-hidden">{label}</span>
      </button>
      {mounted ? <RemoteSlot module={module} compact extraProps={dialogProps} /> : null}
    </>
  );
}
