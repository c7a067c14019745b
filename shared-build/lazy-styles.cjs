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
  }
  return stats;
}

module.exports = { ownLazyStyles };
