#!/usr/bin/env node
// Serves the build with deploy/nginx.conf, exactly as the Docker image would, on a loopback port:
// the config is copied with only its paths and port changed. Needs Debian's nginx (apt-get install nginx).
// Usage: node scripts/serve-nginx.mjs [port]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.argv[2] || process.env.NGINX_PORT || 4393);
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
if (!nginx) {
  console.error("nginx is not installed: apt-get install nginx (the .ci/run script does this).");
  process.exit(1);
}
// The files the build writes for nginx (tooling/postbuild): the headers, the case-redirect map and
// the 404 pages' map.
const generated = ["security-headers.conf", "admin-headers.conf", "canonical-map.conf", "not-found-map.conf"];
const missing = generated.filter((name) => !existsSync(path.join(buildDir, "nginx", name)));
if (missing.length > 0) {
  console.error(`No ${missing.join(", ")} in ${buildDir}/nginx: run npm run build first.`);
  process.exit(1);
}

const prefix = path.join(tmpdir(), `koudmen-nginx-${port}`);
mkdirSync(path.join(prefix, "logs"), { recursive: true });
const config = readFileSync("deploy/nginx.conf", "utf8")
  .replace("listen 8080;", `listen 127.0.0.1:${port};`)
  .replace("root /usr/share/nginx/html;", `root ${path.join(buildDir, "client")};`)
  .replaceAll("/etc/nginx/security-headers.conf", path.join(buildDir, "nginx", "security-headers.conf"))
  .replaceAll("/etc/nginx/admin-headers.conf", path.join(buildDir, "nginx", "admin-headers.conf"))
  .replaceAll("/etc/nginx/canonical-map.conf", path.join(buildDir, "nginx", "canonical-map.conf"))
  .replaceAll("/etc/nginx/not-found-map.conf", path.join(buildDir, "nginx", "not-found-map.conf"));
if (config.includes("/usr/share/nginx/html;") || config.includes("listen 8080"))
  throw new Error("deploy/nginx.conf changed shape");
const configFile = path.join(prefix, "nginx.conf");
writeFileSync(configFile, config);

const server = spawn(
  nginx,
  ["-p", prefix, "-c", configFile, "-g", `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn; user root;`],
  { stdio: "inherit" },
);
console.log(`nginx serving ${buildDir}/client on http://127.0.0.1:${port}`);
const stop = () => server.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
