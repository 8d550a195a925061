import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The portal's data folder (DATA_DIR: the embedded database, the stored files, the token secret)
 * is readable by the portal's own user only: folders 0700, files without any group or other
 * permission. The embedded database (PGlite) writes its files world-readable (0666) whatever the
 * umask, so its folder is walked when it opens and when it closes; the folder's own 0700 keeps
 * others out of what it writes in between.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates a folder (and any parent it has to create) as private, and makes an existing one private.
 * Answers false when the folder is not the portal user's to change (then the caller warns).
 */
export function privateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    if ((lstatSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes every group and other permission off the files and folders under `root` (itself included);
 * symbolic links are left alone and not followed. Answers how many it changed.
 */
export function restrictTree(root: string): number {
  let changed = 0;
  const visit = (target: string) => {
    const stat = lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      chmodSync(target, stat.isDirectory() ? PRIVATE_DIR_MODE : stat.mode & 0o700);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return changed;
}

/** Files and folders this process creates from now on are its user's only (a no-op where the umask cannot be set). */
export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // A worker thread cannot change the process's umask; the explicit modes still apply.
  }
}
