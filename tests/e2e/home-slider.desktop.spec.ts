// The home page's slider (spec section 9) as a visitor uses it: dots, arrows, a swipe and the
// 10-second rotation move the slides themselves, not only the dots.
import { expect, test, type Locator } from '@playwright/test';

const slide = (slider: Locator, n: number) => slider.getByRole('group', { name: `Slide ${n} of 5` });
const dot = (slider: Locator, n: number) => slider.getByRole('button', { name: `Go to slide ${n}` });

test('the slider moves with its dots, arrows, a swipe and every 10 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Promotions' });
  await expect(slide(slider, 1)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(slider, 1)).toContainText('Bet on every match, every day');

  await dot(slider, 3).click();
  await expect(slide(slider, 3)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(slider, 1)).not.toBeInViewport();
  await expect(dot(slider, 3)).toHaveAttribute('aria-current', 'true');

  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(slider, 4)).toBeInViewport({ ratio: 0.9 });
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(slider, 3)).toBeInViewport({ ratio: 0.9 });

  // A swipe to the left brings the next slide.
  const box = (await slider.locator('.slider-viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(slide(slider, 4)).toBeInViewport({ ratio: 0.9 });
  await expect(dot(slider, 4)).toHaveAttribute('aria-current', 'true');

  // The pointer leaves; ten seconds later the next slide comes (from the last back to the first).
  await page.mouse.move(5, 5);
  await page.clock.fastForward(10_500);
  await expect(slide(slider, 5)).toBeInViewport({ ratio: 0.9 });
  await page.clock.fastForward(10_500);
  await expect(slide(slider, 1)).toBeInViewport({ ratio: 0.9 });

  // Paused, it stays.
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(5, 5);
  await page.clock.fastForward(25_000);
  await expect(slide(slider, 1)).toBeInViewport({ ratio: 0.9 });
});

test('a dot clicked before the slider has hydrated is where the slider goes once it has', async ({ page }) => {
  // The slider's code is held back until the dot is clicked: on a busy machine a visitor can
  // click a dot the server drew before React has taken the slider over.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/Slider\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Promotions' });
  await dot(slider, 3).click();
  release();
  await expect(dot(slider, 3)).toHaveAttribute('aria-current', 'true');
  await expect(slide(slider, 3)).toBeInViewport({ ratio: 0.9 });
  // Hydrated, a click is taken once.
  await dot(slider, 4).click();
  await expect(dot(slider, 4)).toHaveAttribute('aria-current', 'true');
  await expect(slide(slider, 4)).toBeInViewport({ ratio: 0.9 });
});
