// @ts-check
/*
 * Explicit compile hints for the scripts every page runs as it starts (issue 42, ADR 0026).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. A webpack
 * chunk is one function per module, each called once as the page starts: on a phone at 4x
 * CPU that lazy compilation was the largest single cost of the floor page (240 ms of the
 * module loader's own time in a CPU profile). The magic comment `//# allFunctionsCalledOnLoad`
 * as a script's first line tells Chromium (136 and later) to compile the whole script eagerly
 * on the background thread that already streams it, so the main thread only runs it. Other
 * browsers ignore the comment.
 *
 * Which scripts carry it:
 * - only the chunks a page loads as it starts (webpack's initial chunks); the chunks loaded on
 *   demand hold code for later (drawers, dialogs, the dashboard's widgets), whose functions
 *   are often never called;
 * - of those, the ones of 30 KiB or more: React, Next's main and `_app`, where the time was.
 *   Chromium streams a script off the main thread only past a size threshold (about that),
 *   so a smaller one gains little, and each hint costs about 20 bytes of gzip on every page
 *   whose budget includes it (the storefront's has no room to spare).
 */

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const MIN_BYTES = 30 * 1024;

/** The comment must be the script's first line: V8 reads it before the rest of the script. */
function hasCompileHint(/** @type {string} */ source) {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

class CompileHintsPlugin {
  /**
   * @param {typeof import('next/dist/compiled/webpack/webpack').webpack} webpack Next's own, as next.config.js gets it
   * @param {{ minBytes?: number }} [options] the smallest script that carries the hint
   */
  constructor(webpack, options = {}) {
    this.webpack = webpack;
    this.minBytes = options.minBytes ?? MIN_BYTES;
  }

  /** @param {import('next/dist/compiled/webpack/webpack').webpack.Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // After the minifier, which drops comments (OPTIMIZE_SIZE), and before the source
          // maps (DEV_TOOLING), which then count the added line, and before the content
          // hashes (OPTIMIZE_HASH), which then cover it.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          // Once per file, without reading it: the minifier before this stage left no comment.
          const hinted = new Set();
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || hinted.has(file)) continue;
              hinted.add(file);
              compilation.updateAsset(file, (source) =>
                source.size() < this.minBytes
                  ? source
                  : new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, CompileHintsPlugin, MIN_BYTES, hasCompileHint };
