import path from 'node:path';
import { describeExposes } from '@shop/testing';
import { exposed } from '../index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposes } = require('../../../../exposes.cjs') as { exposes: Record<string, string> };

describeExposes('mfe_catalog', {
  appDir: path.join(__dirname, '..', '..', '..', '..'),
  exposes,
  exposed,
});
