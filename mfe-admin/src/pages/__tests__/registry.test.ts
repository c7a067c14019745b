import path from 'node:path';
import { describeRegistry } from '@shop/testing';
import { registry } from '../../../pages.mjs';

describeRegistry(registry, path.join(__dirname, '..', '..', '..'));
