/**
 * Work the build hands to a thread of its own while its own thread goes on: Pagefind's pipe, the
 * last build's page folders, the sharing cards' links. The code is plain JavaScript, so the
 * thread needs no TypeScript loader.
 */
import { Worker } from 'node:worker_threads';

/**
 * Runs `code` on a new thread with `data` as its workerData; resolves to the first message it
 * posts, rejects when it throws or stops before posting. The thread is stopped once it answered.
 */
export function onThread<T>(code: string, data: unknown): Promise<T> {
  const worker = new Worker(code, { eval: true, workerData: data });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (answer: T) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the thread stopped (${code}) before it answered`)),
    );
  });
}
