/**
 * @jest-environment node
 */
import { createRequire } from 'node:module';

const { ownLazyStyles } = createRequire(__filename)('../lazy-styles.cjs') as {
  ownLazyStyles: (stats: Stats, compilation: unknown) => Stats;
};

type Stats = {
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
};
interface Group {
  name?: string;
  files: string[];
  children: Group[];
  /** The group's chunks in order, by their files (one chunk of all its files if not given). */
  chunks?: string[][];
}

/** A compilation's chunk groups as the plugin sees them: named ones, their lazy children. */
function compilationOf(groups: Group[]) {
  const wrap = (group: Group): object => ({
    getFiles: () => group.files,
    chunks: (group.chunks ?? [group.files]).map((files) => ({ files: new Set(files) })),
    get childrenIterable() {
      return group.children.map(wrap);
    },
  });
  return {
    namedChunkGroups: new Map(groups.map((group) => [group.name, wrap(group)])),
  };
}

describe("an exposed module's lazy styles in its manifest", () => {
  // The swiper carousel, lazy in the home page; a shared chunk of the home and product pages.
  const carousel: Group = { files: ['631.css', '631.js', 'shared.js'], children: [] };
  const home: Group = {
    name: '__federation_expose_HomePage',
    files: ['home.css', 'home.js', 'shared.js'],
    children: [carousel, { files: ['locale-es.js'], children: [carousel] }],
  };
  const widget: Group = {
    name: '__federation_expose_CartWidget',
    files: ['widget.css', 'widget.js'],
    children: [{ files: ['panel.js', 'widget.css'], children: [] }],
  };

  it("are the styles its own lazy parts load, at any depth, and not the other pages' it shares a chunk with", () => {
    // As the federation plugin lists them: every named group of a lazy chunk's files.
    const stats: Stats = {
      exposes: [
        {
          name: 'HomePage',
          assets: { css: { sync: ['home.css'], async: ['631.css', 'product.css'] } },
        },
        {
          name: 'CartWidget',
          assets: { css: { sync: ['widget.css'], async: ['cart.css', 'checkout.css'] } },
        },
      ],
    };
    const corrected = ownLazyStyles(stats, compilationOf([home, widget]));
    expect(corrected.exposes.map((expose) => [expose.name, expose.assets.css.async])).toEqual([
      ['HomePage', ['631.css']],
      // The panel's styles are the widget's own, already linked with it.
      ['CartWidget', []],
    ]);
  });

  it('lists the styles split off a module (those it shares with the header) before its own', () => {
    const checkout: Group = {
      name: '__federation_expose_CheckoutPage',
      files: ['checkout.css', 'checkout.js', 'header-styles.css'],
      chunks: [['header-styles.css'], ['checkout.css', 'checkout.js']],
      children: [],
    };
    // As the federation plugin lists them: the module's own first.
    const stats: Stats = {
      exposes: [
        {
          name: 'CheckoutPage',
          assets: { css: { sync: ['checkout.css', 'header-styles.css'], async: [] } },
        },
      ],
    };
    expect(ownLazyStyles(stats, compilationOf([checkout])).exposes[0]!.assets.css.sync).toEqual([
      'header-styles.css',
      'checkout.css',
    ]);
  });

  it('leaves a module the plugin named some other way as it listed it', () => {
    const stats: Stats = {
      exposes: [{ name: 'Other', assets: { css: { sync: ['a.css'], async: ['b.css'] } } }],
    };
    expect(ownLazyStyles(stats, compilationOf([home])).exposes[0]!.assets.css.async).toEqual([
      'b.css',
    ]);
  });
});
