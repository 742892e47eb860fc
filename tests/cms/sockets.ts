/**
 * The listening TCP sockets of a process and its descendants, read from /proc (Linux), so a
 * test sees what the processes really bound, whatever their configuration says.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Listener {
  pid: number;
  address: string;
  port: number;
}

/** The process `root` and every process below it. */
function tree(root: number): Set<number> {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = new Set([root]);
  for (const pid of found) for (const child of parents.get(pid) ?? []) found.add(child);
  return found;
}

/** '0100007F:1F90' (little-endian IPv4) or a 32-digit IPv6, as /proc/net/tcp* writes them. */
function decode(hex: string): { address: string; port: number } {
  const [ip = '', port = '0'] = hex.split(':');
  const bytes = ip.match(/../g)?.map((b) => Number.parseInt(b, 16)) ?? [];
  let address: string;
  if (bytes.length === 4) address = bytes.reverse().join('.');
  else {
    // Four 32-bit words, each little-endian.
    const words = [0, 4, 8, 12].map((i) => bytes.slice(i, i + 4).reverse());
    const groups = words.flatMap((w) => [
      (((w[0] ?? 0) << 8) | (w[1] ?? 0)).toString(16),
      (((w[2] ?? 0) << 8) | (w[3] ?? 0)).toString(16),
    ]);
    address = groups.join(':');
    // The two addresses that matter here, in their usual short form.
    if (address === '0:0:0:0:0:0:0:1') address = '::1';
    if (address === '0:0:0:0:0:0:0:0') address = '::';
  }
  return { address, port: Number.parseInt(port, 16) };
}

export function listeners(root: number): Listener[] {
  const inodes = new Map<string, number>();
  for (const pid of tree(root)) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`, 'utf8');
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode) inodes.set(inode, pid);
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  const found: Listener[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // st 0A is LISTEN; the inode is the 10th column.
      if (cols[3] !== '0A') continue;
      const pid = inodes.get(cols[9] ?? '');
      if (pid !== undefined) found.push({ pid, ...decode(cols[1] ?? '') });
    }
  }
  return found;
}

/** Whether an address answers only this machine. */
export const isLoopback = (address: string) => address.startsWith('127.') || address === '::1';
