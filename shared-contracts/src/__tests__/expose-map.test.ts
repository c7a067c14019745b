import {
  REMOTES,
  type ExposeMap,
  type ExposeName,
  type ExposedModule,
  type ExposedProps,
  type RemoteExposes,
  type RemoteName,
  type ShellProps,
} from '../index';

// The type-level half of these tests runs in `npm run typecheck -w shared-contracts`: each line
// marked to expect an error must be one, or the type check fails.

const Page = (props: ShellProps) => props.theme;

describe('the typed expose map', () => {
  it('REMOTES lists exactly the names of ExposeMap', () => {
    type EveryListed = {
      [R in RemoteName]: ExposeName<R> extends (typeof REMOTES)[R][number] ? true : never;
    };
    const listed: EveryListed = {
      mfe_catalog: true,
      mfe_cart_checkout: true,
      mfe_account: true,
      mfe_admin: true,
    };
    expect(Object.keys(listed).sort()).toEqual(Object.keys(REMOTES).sort());
  });

  it('a remote whose exposes match the contract compiles; a renamed expose does not', () => {
    const exposes = {
      './LoginPage': Page,
      './SignupPage': Page,
      './ForgotPasswordPage': Page,
      './ResetPasswordPage': Page,
      './InvitationsPage': Page,
    } satisfies RemoteExposes<'mfe_account'>;
    const { './LoginPage': login, ...others } = exposes;
    const renamed = { './Login': login, ...others };
    // @ts-expect-error './LoginPage' is missing: the shell would ask for a module that is not there
    const broken: RemoteExposes<'mfe_account'> = renamed;
    expect(Object.keys(broken)).not.toContain('./LoginPage');
  });

  it('an expose whose props no longer take what the shell gives does not compile', () => {
    const NeedsMore = (props: ShellProps & { productId: number }) => props.productId;
    // @ts-expect-error the shell renders AdminApp with ShellProps only
    const admin: RemoteExposes<'mfe_admin'> = { './AdminApp': NeedsMore };
    expect(admin['./AdminApp']).toBe(NeedsMore);
  });

  it('the shell can only ask for modules in the contract, with their props', () => {
    const id: ExposedModule = 'mfe_catalog/HomePage';
    // @ts-expect-error a renamed module id is not in the contract
    const renamed: ExposedModule = 'mfe_catalog/Home';
    const props: ExposedProps<'mfe_catalog/HomePage'> = {} as ExposeMap['mfe_catalog']['HomePage'];
    expect([id, renamed, typeof props]).toEqual([
      'mfe_catalog/HomePage',
      'mfe_catalog/Home',
      'object',
    ]);
  });
});
