// The lazy imports' preload lists (build/client-chunks.mjs): files the importing chunk already
// loads statically are left out, and a list left with only the imported file is dropped.
import { describe, expect, it } from 'vitest';
import { preloadsNotLoaded } from '../../build/client-chunks.mjs';

type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'js' }) => string[];

function planned(bundle: Record<string, { imports: string[]; viteMetadata?: { importedCss: Set<string> } }>): Resolve {
  const plugin = preloadsNotLoaded() as unknown as {
    configEnvironment: (name: string, config: { build?: { modulePreload?: { resolveDependencies: Resolve } } }) => void;
    generateBundle: (options: unknown, output: unknown) => void;
  };
  const config: { build?: { modulePreload?: { resolveDependencies: Resolve } } } = {};
  plugin.configEnvironment('client', config);
  plugin.generateBundle({}, bundle);
  return config.build!.modulePreload!.resolveDependencies;
}

const bundle = {
  'react.js': { imports: ['runtime.js'] },
  'runtime.js': { imports: [] },
  'shell.js': { imports: ['react.js'] },
  'sportsbook.js': { imports: ['shell.js'] },
  'login.js': { imports: ['shell.js', 'json.js'] },
  'json.js': { imports: [] },
  'logout.js': { imports: ['runtime.js'] },
  'modal.js': { imports: ['shell.js'], viteMetadata: { importedCss: new Set(['modal.css']) } },
};

describe('preloadsNotLoaded', () => {
  it('leaves out what the host chunk loads statically, directly or through its imports', () => {
    const resolve = planned(bundle);
    expect(resolve('login.js', ['login.js', 'shell.js', 'react.js', 'runtime.js', 'json.js'], { hostId: 'sportsbook.js', hostType: 'js' })).toEqual(['login.js', 'json.js']);
  });

  it('drops a list left with the imported file alone, unless stylesheets come with it', () => {
    const resolve = planned(bundle);
    expect(resolve('logout.js', ['logout.js', 'runtime.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual([]);
    expect(resolve('modal.js', ['modal.js', 'shell.js'], { hostId: 'sportsbook.js', hostType: 'js' })).toEqual(['modal.js']);
  });

  it('keeps every file a host that loads nothing else does not have', () => {
    const resolve = planned(bundle);
    expect(resolve('login.js', ['login.js', 'shell.js', 'react.js', 'runtime.js', 'json.js'], { hostId: 'json.js', hostType: 'js' })).toEqual([
      'login.js',
      'shell.js',
      'react.js',
      'runtime.js',
    ]);
  });
});
