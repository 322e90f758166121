import { build } from '/work/main/build.ts';
const t = performance.now();
console.log(await build('/tmp/trial', '/tmp/trial/dist'), Math.round(performance.now() - t), 'ms');
