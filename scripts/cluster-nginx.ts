import path from "node:path";

/** deploy/nginx.conf with its upstream and listen lines for this machine, and private paths. */
export function nginxConfigFor(deployConfig: string, ports: { balancer: number; a: number; b: number }, dir: string) {
  const upstream = /^(\s*)server app:3000( [^;]*)?;$/m;
  const listen = /^(\s*)listen 8080;$/m;
  const errorPages = /^(\s*)root \/etc\/nginx\/hirewave;$/m;
  if (!upstream.test(deployConfig) || !listen.test(deployConfig) || !errorPages.test(deployConfig)) {
    throw new Error(
      "deploy/nginx.conf no longer has `server app:3000 …;`, `listen 8080;` and `root /etc/nginx/hirewave;`: update scripts/cluster-nginx.ts",
    );
  }
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  return deployConfig
    .replace(upstream, (_m, indent: string, params = "") =>
      [ports.a, ports.b].map((port) => `${indent}server 127.0.0.1:${port}${params};`).join("\n"))
    .replace(listen, (_m, indent: string) => `${indent}listen 127.0.0.1:${ports.balancer};`)
    // compose mounts deploy/errors there; here the repository's folder is used as it is
    .replace(errorPages, (_m, indent: string) => `${indent}root ${path.resolve("deploy/errors")};`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}
