import { useMemo } from 'react';
import { useDisclosure } from '../../lib/use-disclosure';
import { RemoteSlot } from './remote-slot';
import type { DialogModule } from './remote-dialog-button';
import { useRemoteOnTap } from './use-remote-on-tap';

export interface RemoteMenuButtonProps {
  module: DialogModule;
  /** The button's text. */
  label: string;
}

/**
 * A header dropdown whose panel is a remote's (the category tree). The button is the shell's, in
 * the header from the first paint, so a first view loads nothing of the remote for it; the
 * panel's module loads and mounts, closed, when the shopper heads for the button (pointer over
 * it, a finger on it, the keyboard on it), so what it asks for is there by the click, and it
 * stays mounted while closed. A tap paints the button open in its own frame; the panel shows
 * once the module is in it. A remote that cannot be reached shows its fallback in the panel.
 */
export function RemoteMenuButton({ module, label }: RemoteMenuButtonProps) {
  const menu = useDisclosure();
  const { mounted, want } = useRemoteOnTap(module);
  const { open, close } = menu;
  const panelProps = useMemo(() => ({ open, onClose: close }), [open, close]);
  return (
    <div className="content-menu shell-remote-menu" {...menu.root}>
      <button
        className="content-menu-button"
        {...menu.button}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          menu.button.onClick();
        }}
      >
        {label}
        <span aria-hidden="true" className="content-caret" />
      </button>
      {/* An empty panel is not shown while the module is on its way. */}
      <div {...menu.panel} hidden={menu.panel.hidden || !mounted}>
        {mounted ? <RemoteSlot module={module} compact extraProps={panelProps} /> : null}
      </div>
    </div>
  );
}
