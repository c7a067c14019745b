/** Jest stand-in for every federated module: shows which module and props the shell mounted. */
import i18next from 'i18next';
import type { HeaderDialogProps, ShellProps } from '@shop/contracts';

export interface RemoteStubProps extends ShellProps, Partial<HeaderDialogProps> {
  /** The exposed module this stub stands for (given by the federation runtime stub). */
  module?: string;
}

export default function RemoteStub({ module, open, onClose, ...props }: RemoteStubProps) {
  return (
    <div
      data-testid="remote-stub"
      data-module={module}
      data-signed-in={props.session ? 'yes' : 'no'}
      data-session={props.session?.status}
      data-email={props.session?.email}
      data-role={props.session?.role}
      data-language={i18next.language}
      data-language-prop={props.language}
      data-theme={props.theme}
      data-currency={props.session?.settings.currencyCode}
      data-open={open === undefined ? undefined : String(open)}
    >
      remote
      {onClose ? (
        <button type="button" onClick={onClose}>
          Close {module}
        </button>
      ) : null}
    </div>
  );
}
