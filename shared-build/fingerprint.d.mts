export function computeFingerprint(root: string): string;
export function fingerprintProblem(root: string): string | null;
export function recordFingerprint(root: string): { version: string; fingerprint: string };
