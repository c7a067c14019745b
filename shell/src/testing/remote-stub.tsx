/** Jest stand-in for every federated module: shows which module and props the shell mounted. */
import type { ShellProps } from '@shop/contracts';

export default function RemoteStub(props: ShellProps) {
  return (
    <div
      data-testid="remote-stub"
      data-signed-in={props.session ? 'yes' : 'no'}
      data-language={props.language}
    >
      remote
    </div>
  );
}
