import { describe, expect, it } from 'vitest';
import { PrivateAddressError, UnknownHostError, assertPublicHost } from './outbound-host';

const refused = ['https://169.254.169.254/latest/meta-data', 'https://10.0.0.5', 'https://172.16.3.4', 'https://192.168.1.20:8443', 'https://100.64.0.1', 'https://0.0.0.0', 'https://[fd00::1]', 'https://[fe80::1]', 'https://[::ffff:10.1.2.3]', 'https://[::]'];

describe('outbound hosts an SSO issuer may name', () => {
  it.each(refused)('refuses %s', async (url) => {
    await expect(assertPublicHost(url, { allowLoopback: true })).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('takes loopback (also by name) only when allowed', async () => {
    await expect(assertPublicHost('http://127.0.0.1:9000', { allowLoopback: true })).resolves.toBeUndefined();
    await expect(assertPublicHost('http://localhost:9000', { allowLoopback: true })).resolves.toBeUndefined();
    await expect(assertPublicHost('http://127.0.0.1:9000', { allowLoopback: false })).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(assertPublicHost('http://localhost:9000', { allowLoopback: false })).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(assertPublicHost('http://[::1]:9000', { allowLoopback: false })).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('takes a public address and says when a name cannot be found', async () => {
    await expect(assertPublicHost('https://93.184.215.14', { allowLoopback: false })).resolves.toBeUndefined();
    await expect(assertPublicHost('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]', { allowLoopback: false })).resolves.toBeUndefined();
    await expect(assertPublicHost('https://no-such-host.invalid', { allowLoopback: false })).rejects.toBeInstanceOf(UnknownHostError);
  });
});
