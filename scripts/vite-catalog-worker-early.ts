// Vite plugin (build only): an inline script at the top of index.html starts the catalog worker before the app's
// main chunk has downloaded, so the worker's own start (a new V8 isolate, then its module) overlaps the app's boot
// instead of following it. The app adopts that worker (src/ui/workers/startCatalogWorker.ts); in dev, or if the
// script did not run, the app starts the worker itself.
import type { Plugin } from 'vite';
import { EARLY_WORKER_GLOBAL } from '../src/ui/workers/earlyWorker.ts';

function inlineScript(workerUrl: string): string {
  // Records a load failure, so a worker that dies before the app listens still reports it.
  return `try{const w=new Worker(${JSON.stringify(workerUrl)},{type:"module",name:"catalog"});` +
    `const s={worker:w,error:null};w.addEventListener("error",(e)=>{e.preventDefault();s.error=e.message||"it failed to start"},{once:true});` +
    `window.${EARLY_WORKER_GLOBAL}=s}catch{}`;
}

export function catalogWorkerEarly(): Plugin {
  let base = '/';
  return {
    name: 'cmp-catalog-worker-early',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('/index.html')) return undefined;
        const worker = Object.keys(ctx.bundle).find((file) => /(^|\/)catalog\.worker-[\w-]+\.js$/.test(file));
        if (!worker) throw new Error('cmp-catalog-worker-early: no catalog worker chunk in the bundle');
        return [{ tag: 'script', injectTo: 'head-prepend', children: inlineScript(base + worker) }];
      },
    },
  };
}
