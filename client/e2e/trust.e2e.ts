import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

function png(): Buffer {
  const image = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([30, 120, 220, 255], i);
  return PNG.sync.write(image);
}

describe('profile photo in Settings', () => {
  it('uploads a photo, shows it, and removes it again', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();

    await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await page.getByText('Your new profile photo is saved.').first().waitFor();
    const user = await e2e.app.db.selectFrom('users').select('profileImageUrl').where('email', '=', 'member@globex.example').executeTakeFirstOrThrow();
    expect(user.profileImageUrl).toMatch(/^\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const shown = page.locator(`img[src="${user.profileImageUrl}"]`).first();
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);

    // Saving the names keeps the uploaded photo.
    await page.getByLabel('First name').fill('Gina');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Your profile has been saved.').first().waitFor();
    const saved = await e2e.app.db.selectFrom('users').select(['firstName', 'profileImageUrl']).where('email', '=', 'member@globex.example').executeTakeFirstOrThrow();
    expect(saved).toEqual({ firstName: 'Gina', profileImageUrl: user.profileImageUrl });

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your initials are shown instead.').first().waitFor();
    expect((await page.request.get(user.profileImageUrl!)).status()).toBe(404);
  });

  it('refuses a file that is not an image with a message', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await page.goto('/settings');
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG, WebP or GIF image.' }).waitFor();
  });
});

describe('requests a page makes on its own change nothing', () => {
  it('an <img> pointing at the sign-out and invitation links neither signs out nor makes anyone a client', async () => {
    const coach = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select(['coaches.id', 'coaches.userId']).where('users.email', '=', 'coach@example.com').executeTakeFirstOrThrow();
    const context = await e2e.context({ signInAs: 'hr@acme.example' });
    const page = await e2e.page(context);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    // What a hostile profile picture would make every viewer's browser fetch.
    await page.evaluate(async (coachId) => {
      const load = (src: string) =>
        new Promise<void>((resolve) => {
          const img = document.createElement('img');
          img.onload = img.onerror = () => resolve();
          img.src = src;
          document.body.append(img);
        });
      await load(`/api/login?coach_referral=${coachId}&redirect=%2F`);
      await load('/api/logout');
    }, coach.id);
    const me = await context.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    const hr = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'hr@acme.example').executeTakeFirstOrThrow();
    const relation = await e2e.app.db.selectFrom('coachClients').selectAll().where('coachUserId', '=', coach.userId).where('clientUserId', '=', hr.id).execute();
    expect(relation).toEqual([]);
    expect(await e2e.app.db.selectFrom('coachReferrals').selectAll().where('coachUserId', '=', coach.userId).execute()).toEqual([]);
  });

  it('a signed-in client joins a coach only by confirming on the invitation page', async () => {
    const coach = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select(['coaches.id', 'coaches.userId']).where('users.email', '=', 'coach@example.com').executeTakeFirstOrThrow();
    const context = await e2e.context();
    const signup = await context.request.post('/api/client-signup', { data: { email: 'confirm.me@example.com', firstName: 'Cora', lastName: 'Confirm', goals: 'Grow' } });
    expect(signup.status()).toBe(200);
    const page = await e2e.page(context);
    await page.goto(`/api/login?coach_referral=${coach.id}&redirect=%2Fcoaches`);
    await page.getByRole('heading', { name: "Accept Jordan Rivera's invitation?" }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('heading', { name: "Accept Jordan Rivera's invitation?" }).waitFor({ state: 'detached' });
    const member = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'confirm.me@example.com').executeTakeFirstOrThrow();
    const joined = () => e2e.app.db.selectFrom('coachClients').selectAll().where('coachUserId', '=', coach.userId).where('clientUserId', '=', member.id).execute();
    expect(await joined()).toEqual([]);

    await page.goto(`/api/login?coach_referral=${coach.id}&redirect=%2Fcoaches`);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/coaches');
    expect(await joined()).toHaveLength(1);
  });
});
