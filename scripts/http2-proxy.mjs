// An HTTP/2 front for the Hosting emulator, through which `npm run bench:lighthouse` loads the
// views. Firebase Hosting serves the app over HTTP/2 (TLS), one connection per origin; the emulator
// speaks HTTP/1.1 only, so Lighthouse's simulator gives the page six connections, each with its own
// handshake and slow start. This proxy lets the bench measure the protocol production uses.
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers HTTP/2 forbids (RFC 9113, section 8.2.2). */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/**
 * Starts https://127.0.0.1:<port> in front of `target`. Resolves to its origin, the Chromium flag
 * that trusts its certificate (made for the run), and a close function. Trusted, not merely
 * allowed: Chromium caches nothing from a page whose certificate it ignores, so warm loads would
 * download everything again.
 */
export async function startHttp2Proxy(target, port) {
  const { key, cert, spki } = selfSignedCertificate();
  const upstream = new URL(target);
  const origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(":") && name !== "host" && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    // The API accepts writes from the emulator's own origin; the page's is this proxy's.
    if (headers.origin === origin) headers.origin = upstream.origin;
    const forward = request(
      { agent, host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
        );
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin,
    chromeFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () => {
      agent.destroy();
      server.close();
    },
  };
}

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "solosensei-tls-"));
  try {
    const [keyFile, certFile] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    makeCertificate(keyFile, certFile);
    const key = readFileSync(keyFile);
    // The base64 SHA-256 of the public key, as Chromium's flag takes it.
    const publicKey = createPublicKey(key).export({ type: "spki", format: "der" });
    return {
      key,
      cert: readFileSync(certFile),
      spki: createHash("sha256").update(publicKey).digest("base64"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A key and a self-signed certificate for localhost, valid for a day. */
function makeCertificate(keyFile, certFile) {
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"];
  try {
    execFileSync("openssl", [...args, "-keyout", keyFile, "-out", certFile], { stdio: "ignore" });
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    throw new Error("The HTTP/2 proxy makes its certificate with openssl: `apt-get install openssl`.");
  }
}
