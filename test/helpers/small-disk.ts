/**
 * A server whose database lives on a volume of its own that the test can fill: the
 * child server runs in a private mount namespace (`unshare`) where a small tmpfs is mounted on a
 * temp folder. As root that is a plain mount namespace; as another user `unshare -r` maps the user
 * to root inside a user namespace of its own, which the kernel allows for tmpfs. Nothing is
 * mounted on the machine itself, so a crashed test leaves no mount behind: the volume goes with
 * the process. The test reaches the volume through `/proc/<pid>/root`, the child's view of the
 * file system.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from './api-server.ts';
import { tempDir } from './temp.ts';

export interface SmallDiskServer extends ChildServer {
  /** The volume's folder as this process reaches it (while the child runs). */
  volume: string;
  /** Writes a file until the volume has no space left; returns the bytes written. */
  fill: () => number;
  /** Removes that file: space again. */
  free: () => void;
}

/** ('/tmp/x', 4096) -> the shell line that mounts a 4 MiB tmpfs there and then runs the server. */
function mountThenExec(folder: string, sizeKiB: number): string[] {
  const root = process.getuid?.() === 0 ? [] : ['-r'];
  return [
    'unshare',
    ...root,
    '-m',
    'sh',
    '-c',
    `mount -t tmpfs -o size=${sizeKiB}k,mode=0700 small-disk "$1" && shift && exec "$@"`,
    'sh',
    folder,
  ];
}

/** `env` as for startChildServer; INQUIRIES_DB is set to `inquiries.db` on the volume. */
export async function startOnSmallDisk(
  env: Record<string, string>,
  sizeKiB = 4096,
): Promise<SmallDiskServer> {
  const folder = tempDir('small-disk-');
  const server = await startChildServer(
    { ...env, INQUIRIES_DB: join(folder, 'inquiries.db'), INQUIRIES_FILE: join(folder, 'none') },
    mountThenExec(folder, sizeKiB),
  );
  const volume = `/proc/${server.child.pid}/root${folder}`;
  const filler = join(volume, 'filler');
  return {
    ...server,
    volume,
    fill: () => {
      const fd = openSync(filler, 'a');
      let written = 0;
      try {
        // Large blocks first (fast: this runs while a mail server waits to answer), then pages.
        for (const size of [1 << 20, 4096]) {
          const block = Buffer.alloc(size, 1);
          try {
            for (;;) written += writeSync(fd, block);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free: () => rmSync(filler, { force: true }),
  };
}
