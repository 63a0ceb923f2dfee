import path from "node:path";

/** deploy/nginx.conf with its upstream and listen lines for this machine, and private paths. */
export function nginxConfigFor(deployConfig: string, ports: { balancer: number; a: number; b: number }, dir: string) {
  const upstream = /^(\s*)server app:3000( [^;]*)?;$/m;
  const listen = /^(\s*)listen 8080;$/m;
  if (!upstream.test(deployConfig) || !listen.test(deployConfig)) {
    throw new Error("deploy/nginx.conf no longer has `server app:3000 …;` and `listen 8080;`: update scripts/test-cluster.ts");
  }
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  return deployConfig
    .replace(upstream, (_m, indent: string, params = "") =>
      [ports.a, ports.b].map((port) => `${indent}server 127.0.0.1:${port}${params};`).join("\n"))
    .replace(listen, (_m, indent: string) => `${indent}listen 127.0.0.1:${ports.balancer};`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}
