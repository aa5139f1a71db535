// @ts-check
// Starts a server for a script (bench, screenshots) on a loopback port, waits until it answers and
// returns how to stop it. A port that already answers is refused: the script would otherwise
// measure or photograph whatever happens to be there, perhaps an older build.
import { spawn } from "node:child_process";

/**
 * @param {string} base e.g. http://127.0.0.1:4392
 * @param {string} command
 * @param {string[]} args
 * @param {string} portVariable the environment variable that picks another port
 * @returns {Promise<() => void>} stops the server
 */
export async function startServer(base, command, args, portVariable) {
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${base} is already in use: stop what is serving there or set ${portVariable}`);

  const server = spawn(command, args, { stdio: "ignore", detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // The server has already stopped.
    }
  };
  for (let i = 0; ; i++) {
    try {
      await fetch(base);
      return stop;
    } catch {
      if (i > 150 || server.exitCode !== null) {
        stop();
        throw new Error(`The server for ${base} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts `vite preview` of the built site as deployed (vite.preview.config.ts) on 127.0.0.1 at `port`.
 * @param {number} port
 * @param {string} portVariable the environment variable that picks another port
 * @returns {Promise<() => void>} stops the server
 */
export function startPreview(port, portVariable) {
  const args = ["vite", "preview", "--config", "vite.preview.config.ts", "--port", String(port), "--strictPort"];
  return startServer(`http://127.0.0.1:${port}`, "npx", [...args, "--host", "127.0.0.1"], portVariable);
}
