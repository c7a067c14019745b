/**
 * The version of @shop/contracts, equal to its package.json version (a test checks): semver, bumped
 * with every change of its source (recorded in contracts-fingerprint.json, checked in CI).
 */
export const CONTRACTS_VERSION = '2.15.1';
