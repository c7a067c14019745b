import { useMemo, useState } from 'react';
import type { ExposedModule, ExposedProps, HeaderDialogProps } from '@shop/contracts';
import { Icon } from '@shop/ui';
import { preloadRemote } from '../../lib/federation/load-remote';
import { RemoteSlot } from './remote-slot';

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
 * on it) and is mounted from the first opening on, so what it holds stays while it is closed.
 * A remote that cannot be reached shows its fallback beside the button.
 */
export function RemoteDialogButton({ module, label, icon }: RemoteDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const dialogProps = useMemo(() => ({ open, onClose: () => setOpen(false) }), [open]);
  const load = () => void preloadRemote(module);
  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon className="shell-icon" d={icon} stroke={2} />
        <span className="shell-visually-hidden">{label}</span>
      </button>
      {wanted ? <RemoteSlot module={module} compact extraProps={dialogProps} /> : null}
    </>
  );
}
