/**
 * The TCP ports a process and its descendants listen on (Linux /proc): what a web page on this
 * machine could reach of them. ('npm run cms' pid) -> [3000]
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The pid and every process below it. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]!) ?? []));
  return all;
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  } catch {
    // gone meanwhile
  }
  return inodes;
}

/** Ports in state LISTEN (0A) held by `pid` or its descendants, IPv4 and IPv6, sorted. */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set(descendants(pid).flatMap((each) => [...socketInodes(each)]));
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && inodes.has(fields[9]!))
        ports.add(Number.parseInt(fields[1]!.split(':')[1]!, 16));
    }
  return [...ports].sort((a, b) => a - b);
}
