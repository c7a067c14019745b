import { CONTRACTS_VERSION } from '../index';
import { incompatibility, satisfiesRange, type BuiltWith } from '../compat';
import pkg from '../../package.json';

const shell: BuiltWith = {
  contracts: '1.1.0',
  ranges: { react: '^19.3.1', 'react-router-dom': '^7.18.5', jotai: '^3.0.1', swr: '^2.5.1' },
  versions: { react: '19.3.1', 'react-router-dom': '7.18.5', jotai: '3.0.1', swr: '2.5.1' },
};

describe('version compatibility between a remote and the shell', () => {
  it('has a semver version, the same in package.json and the source', () => {
    expect(CONTRACTS_VERSION).toBe(pkg.version);
    expect(CONTRACTS_VERSION).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });

  it('reads the ranges package.json uses', () => {
    expect(satisfiesRange('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfiesRange('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfiesRange('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.3.1', '^18.3.1')).toBe(false);
    expect(satisfiesRange('0.3.2', '^0.3.1')).toBe(true);
    expect(satisfiesRange('0.4.0', '^0.3.1')).toBe(false);
    expect(satisfiesRange('2.5.9', '~2.5.1')).toBe(true);
    expect(satisfiesRange('2.6.0', '~2.5.1')).toBe(false);
    expect(satisfiesRange('18.2.0', '^17 || ^18')).toBe(true);
    expect(satisfiesRange('7.1.0', '>=7.0.0 <8')).toBe(true);
    expect(satisfiesRange('8.0.0', '>=7.0.0 <8')).toBe(false);
    expect(satisfiesRange('3.0.1', '3.0.1')).toBe(true);
    expect(satisfiesRange('3.0.2', '3.0.1')).toBe(false);
    expect(satisfiesRange('1.2.3', '*')).toBe(true);
    expect(satisfiesRange('1.2.3', '1.x')).toBe(true);
    expect(satisfiesRange('2.0.0', '1.x')).toBe(false);
    expect(satisfiesRange('1.2.3', '1.0.0 - 1.2.3')).toBe(true);
    // A prerelease satisfies only a range that names a prerelease of the same version.
    expect(satisfiesRange('19.4.0-rc.1', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.4.0-rc.2', '^19.4.0-rc.1')).toBe(true);
    expect(satisfiesRange('not a version', '*')).toBe(false);
  });

  it('runs an older remote on a newer shell after an additive change', () => {
    expect(incompatibility({ ...shell, contracts: '1.0.0' }, shell)).toBeNull();
  });

  it('runs a newer remote on an older shell of the same major (it brings its own contracts copy)', () => {
    expect(incompatibility({ ...shell, contracts: '1.2.0' }, shell)).toBeNull();
    expect(incompatibility({ ...shell, contracts: '1.1.7' }, shell)).toBeNull();
  });

  it('refuses another contracts major, either way', () => {
    expect(incompatibility({ ...shell, contracts: '2.0.0' }, shell)).toContain(
      '@shop/contracts 2.0.0, the shell runs @shop/contracts 1.1.0',
    );
    expect(incompatibility(shell, { ...shell, contracts: '2.0.0' })).toContain(
      '@shop/contracts 1.1.0, the shell runs @shop/contracts 2.0.0',
    );
  });

  it('refuses a contracts version that is not semver, naming it', () => {
    expect(incompatibility({ ...shell, contracts: 'latest' }, shell)).toBe(
      'built against @shop/contracts latest, the shell runs @shop/contracts 1.1.0',
    );
  });

  it('refuses a remote that requires React 18 beside React 19', () => {
    expect(
      incompatibility({ ...shell, ranges: { ...shell.ranges, react: '^18.3.1' } }, shell),
    ).toBe('requires react ^18.3.1, the shell runs react 19.3.1');
  });
});
