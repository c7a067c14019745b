/** The bytes of the scripts' compressed bodies in a Lighthouse run's protocol log (0 without one). */
export function scriptBodyBytes(devtoolsLog: unknown): number;
