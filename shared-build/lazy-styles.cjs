/**
 * An exposed module's lazy styles in its manifest (`assets.css.async`): the styles its own
 * `import()`s load, at any depth. The shell's server links them to a page it renders, as a lazy
 * part may be in it. The federation plugin lists, with each lazy chunk, the files of every
 * other exposed module that chunk is shared with, so every page of a remote linked the styles
 * of all its other pages, each a render-blocking request.
 */
function ownLazyStyles(stats, compilation) {
  for (const expose of stats.exposes ?? []) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
    if (!group || !expose.assets?.css) continue;
    const styles = new Set();
    const seen = new Set();
    const visit = (parent) => {
      for (const child of parent.childrenIterable) {
        if (seen.has(child)) continue;
        seen.add(child);
        for (const file of child.getFiles())
          if (file.endsWith('.css') && !expose.assets.css.sync.includes(file)) styles.add(file);
        visit(child);
      }
    };
    visit(group);
    expose.assets.css.async = [...styles];
    // In the order of the module's chunks, the chunks split off it first (the styles of a header
    // module it shares): a server-rendered page links them in this order, and the cascade is
    // the one its imports make.
    const order = group.chunks.flatMap((chunk) => [...chunk.files]);
    expose.assets.css.sync = [...expose.assets.css.sync].sort(
      (a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0),
    );
  }
  return stats;
}

module.exports = { ownLazyStyles };
