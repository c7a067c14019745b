/// <reference types="@rspack/core/module" />
import { mountStandalone } from '@shop/ui/standalone';
import { registry } from '../../pages.mjs';

// Alone, this remote mounts the modules of its registry, each loaded with its page.
mountStandalone(
  registry,
  import.meta.webpackContext('../pages', { regExp: /^\.\/[\w-]+\.tsx$/, mode: 'lazy' }),
);
