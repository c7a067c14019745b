import { useMemo, useState } from 'react';
import { preloadRemote } from '../../lib/federation/load-remote';
import { useDisclosure } from '../../lib/use-disclosure';
import { RemoteSlot } from './remote-slot';
import type { DialogModule } from './remote-dialog-button';

export interface RemoteMenuButtonProps {
  module: DialogModule;
  /** The button's text. */
  label: string;
}

/**
 * A header dropdown whose panel is a remote's (the category tree). The button is the shell's, in
 * the header from the first paint, so a first view loads nothing of the remote for it; the
 * panel's module loads and mounts when the shopper heads for the button (pointer over it, a
 * finger on it, the keyboard on it), so what it asks for is there by the click, and it stays
 * mounted while closed. A remote that cannot be reached shows its fallback in the panel.
 */
export function RemoteMenuButton({ module, label }: RemoteMenuButtonProps) {
  const menu = useDisclosure();
  const [wanted, setWanted] = useState(false);
  const { open, close } = menu;
  const panelProps = useMemo(() => ({ open, onClose: close }), [open, close]);
  const want = () => {
    void preloadRemote(module);
    setWanted(true);
  };
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
      <div {...menu.panel}>
        {wanted ? <RemoteSlot module={module} compact extraProps={panelProps} /> : null}
      </div>
    </div>
  );
}
