/**
 * A browser reduced to what a redirect-based sign-in needs: cookies per host (names only; path and
 * expiry are honoured just enough: a cleared cookie is dropped) and following Location headers.
 */
export class RedirectBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookiesFor(url: string): Map<string, string> {
    const host = new URL(url).host;
    let cookies = this.jar.get(host);
    if (!cookies) this.jar.set(host, (cookies = new Map()));
    return cookies;
  }

  async get(url: string): Promise<{ status: number; location: string | null; text: string }> {
    const cookies = this.cookiesFor(url);
    const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: header ? { cookie: header } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).href : null, text: await res.text() };
  }

  /** Follows redirects from `url` until `stop(next)` says to stop (or a page answers without one); returns the last URL reached. */
  async follow(url: string, stop: (next: string) => boolean, maxHops = 20): Promise<string> {
    let current = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const res = await this.get(current);
      if (!res.location) throw new Error(`${current} answered ${res.status} without a redirect: ${res.text.slice(0, 300)}`);
      if (stop(res.location)) return res.location;
      current = res.location;
    }
    throw new Error(`more than ${maxHops} redirects from ${url}`);
  }
}
