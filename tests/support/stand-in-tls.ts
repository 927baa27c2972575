/**
 * The TLS identity of the local stand-ins that must speak HTTPS (Mollie's, as the
 * official client reaches its API only over HTTPS): a self-signed certificate for
 * 127.0.0.1 and localhost, valid until 2126, made once for these tests with
 *
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *     -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost"
 *
 * Its key guards nothing: it is public here, and no client trusts the
 * certificate; a test process reaches a stand-in only with certificate checks
 * off (see `allowStandInCertificates`).
 */
export const STAND_IN_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgwZh9PA70XIc5sxY1
H9HNc37kOyVE1oP+kDHZkqijCkyhRANCAARKW5NjMw5JlBruld5cnivM7qwTG5Kz
7EiKRicXfbA8S5SBeR2sCyUQAf/fi1pg+0k5K3SPgRZQDXdGj5Bz6h+1
-----END PRIVATE KEY-----
`;

export const STAND_IN_TLS_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUY/WAabHdqRExih15Zef8QgwGJIswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTIxNDIxM1oYDzIxMjYxMTAx
MjE0MjEzWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARKW5NjMw5JlBruld5cnivM7qwTG5Kz7EiKRicXfbA8S5SBeR2sCyUQ
Af/fi1pg+0k5K3SPgRZQDXdGj5Bz6h+1o28wbTAdBgNVHQ4EFgQUFQtxTTv6D3RD
sJ0WsobOAETBwXowHwYDVR0jBBgwFoAUFQtxTTv6D3RDsJ0WsobOAETBwXowDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIgXZYcbZs9kst3BhFJoIJvweRsuBU2RmnzGHlm424BZx4CIQC8
tInRLeq1DeDLnB1fXtKl6Zo6xfds5p8+CKLlKPs37g==
-----END CERTIFICATE-----
`;

let allowing = 0;
let before: string | undefined;

/**
 * Lets this process's HTTPS clients accept the stand-in's certificate until the
 * returned function is called (the last caller's call restores what was set
 * before). The official Mollie client checks certificates against its own
 * bundle of public roots and takes no other, so the only way to let it talk to
 * a local server is Node's switch for the whole process,
 * NODE_TLS_REJECT_UNAUTHORIZED=0, which Node reads on every new connection and
 * warns about once. Only tests call this, and only while a stand-in listens.
 */
export function allowStandInCertificates(): () => void {
  if (allowing++ === 0) {
    before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--allowing > 0) return;
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}
