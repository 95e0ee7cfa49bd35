// In Chromium on loopback: time from navigation to a rendered page, and Lighthouse's scores
// (mobile, simulated throttling) for the home page, the server list and a settings page.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { AKARI, STAR_LOUNGE } from './servers.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PAGES = {
  home: { path: '/', shown: 'h1' },
  'server list': { path: '/dashboard', shown: `a[href$="/servers/${STAR_LOUNGE}"]` },
  'settings page (xp)': { path: `/dashboard/servers/${STAR_LOUNGE}/xp`, shown: 'input[type="number"]' },
};

/** Signs in (akari by default) through the full-page sign-in (what the app falls back to without a popup). */
async function signIn(page, base, userId = AKARI) {
  await page.goto(`${base}/api/discord/login`);
  await page.waitForURL(/\/discord-emulator\/oauth2\/authorize/);
  await page.locator(`input[name="user_id"][value="${userId}"]`).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation start to each page's content, median of `runs` loads. */
export async function renderTimes(base, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, base);
    const times = {};
    for (const [name, { path, shown }] of Object.entries(PAGES)) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        await page.goto('about:blank');
        await page.goto(`${base}${path}`, { waitUntil: 'commit' });
        // Checked on every frame, and timed by the page from its navigation's start: a locator's
        // wait polls at widening intervals (up to half a second), which a page just missing one
        // poll would pay in full.
        await page.waitForFunction((selector) => document.querySelector(selector), shown, {
          polling: 'raf',
        });
        samples.push(Math.round(await page.evaluate(() => performance.now())));
      }
      times[name] = median(samples);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** The scale world (DEMO_WORLD=scale): Nova, in 200 guilds of 500 channels and 250 roles. */
export const SCALE_USER = '100000000000000900';
const SCALE_GUILD_1 = '700000000000000001';

/**
 * Render times at scale: the server list of a user in 200 guilds (90 cards), a settings page of a
 * guild with 500 channels and 250 roles, and opening its channel and role pickers (click → the
 * menu's options drawn). Medians of `runs`.
 */
export async function scaleRenderTimes(base, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, base, SCALE_USER);
    const samples = { 'server list, 200 guilds': [], 'xp page, 500 channels / 250 roles': [] };
    const open = { 'channel picker open, 500 channels': [], 'role picker open, 250 roles': [] };
    for (let i = 0; i < runs; i++) {
      await page.goto('about:blank');
      let started = Date.now();
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      await page.getByRole('link', { name: /Scale Server 90\b/ }).waitFor();
      samples['server list, 200 guilds'].push(Date.now() - started);

      await page.goto('about:blank');
      started = Date.now();
      await page.goto(`${base}/dashboard/servers/${SCALE_GUILD_1}/xp`, { waitUntil: 'commit' });
      await page.getByRole('spinbutton').first().waitFor();
      samples['xp page, 500 channels / 250 roles'].push(Date.now() - started);

      for (const [name, feature, pattern] of [
        ['channel picker open, 500 channels', 'xp', /^text-1-1$/],
        ['role picker open, 250 roles', 'roles', /^role-10$/],
      ]) {
        if (!page.url().endsWith(`/${feature}`)) {
          await page.goto(`${base}/dashboard/servers/${SCALE_GUILD_1}/${feature}`);
        }
        const boxes = page.getByRole('combobox');
        await boxes.first().waitFor();
        const count = await boxes.count();
        for (let b = 0; b < count; b++) {
          await page.keyboard.press('Escape');
          // From the click (Playwright's own checks included, the same every time) to the option drawn.
          started = Date.now();
          await boxes.nth(b).click();
          const found = await page
            .getByRole('option', { name: pattern })
            .first()
            .waitFor({ timeout: 2000 })
            .then(() => true, () => false);
          if (found) {
            open[name].push(Date.now() - started);
            break;
          }
        }
        await page.keyboard.press('Escape');
      }
    }
    const times = {};
    for (const [name, values] of Object.entries({ ...samples, ...open }))
      if (values.length > 0) times[name] = median(values);
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * The public pages, measured as a first visitor meets them and as Lighthouse's CLI measures them:
 * each run in a Chromium started for it with an empty profile (a long-lived browser keeps compiled
 * code, fonts and connections between runs, and hid half of a first paint's cost), and Lighthouse
 * clears the HTTP cache (and the origin's caches and service workers) before it. They are
 * prerendered (docs/decisions/0072-a-first-visit-paints-at-once.md). The theme is stored in local storage first, which Lighthouse's
 * reset keeps: a visitor of that theme whose browser has nothing else. Every theme is measured.
 */
export const COLD_PAGES = {
  home: '/',
  about: '/aboutme',
  activities: '/activities',
  // Not the not-found page: it answers 404, and Lighthouse audits no page answered 4xx
  // (ERRORED_DOCUMENT_REQUEST).
};

/** The signed-in pages, measured with the session (and so the cache) kept. */
const WARM_PAGES = { 'server list': PAGES['server list'].path, 'settings page (xp)': PAGES['settings page (xp)'].path };

/**
 * The CPU slowdown that makes this host a mid-tier phone, from the benchmark index Lighthouse
 * measured at the start of the run: Lighthouse's own calculator (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating
 * the CPU slowdown", which links https://lighthouse-cpu-throttling-calculator.vercel.app/), whose
 * points are 150 → 1×, 800 → 2×, 1300 → 3×, then one more × per 233. Lighthouse's default 4×
 * assumes a high-end desktop (index 1500–2000); a shared, loaded 2-core host measures well below.
 * Undefined below 150, where the calculator says the host is too slow to emulate the phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * One Lighthouse run. With `calibrate`, the same run's trace is audited twice: at Lighthouse's
 * default 4× CPU slowdown (the report returned), and at the slowdown calibrated from the run's
 * own benchmark index (its `calibrated` report): the page is loaded once, so the two differ only
 * by the multiplier, and both are printed.
 */
async function audit(url, port, cold, calibrate) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A cold run clears the HTTP cache first (local storage and cookies stay); a warm one keeps it.
    disableStorageReset: !cold,
  };
  if (!calibrate) return (await lighthouse(url, flags)).lhr;
  const saved = mkdtempSync(join(tmpdir(), 'hoshi-lighthouse-'));
  try {
    const { lhr } = await lighthouse(url, { ...flags, gatherMode: saved, auditMode: saved });
    const slowdown = calibratedCpuSlowdown(lhr.environment.benchmarkIndex);
    if (lhr.runtimeError || slowdown === undefined) return lhr;
    const throttling = { ...lhr.configSettings.throttling, cpuSlowdownMultiplier: slowdown };
    // Simulated throttling gathers unthrottled: the slowdown enters only the audit's simulation.
    // Lighthouse refuses audit settings that differ from the gathered ones, so the saved run
    // records the calibrated slowdown before it is audited again.
    const artifacts = join(saved, 'artifacts.json');
    const gathered = JSON.parse(readFileSync(artifacts, 'utf8'));
    gathered.settings.throttling = throttling;
    writeFileSync(artifacts, JSON.stringify(gathered));
    const calibrated = (await lighthouse(url, { ...flags, auditMode: saved, throttling })).lhr;
    return { ...lhr, calibrated };
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
}

/** The nine themes, from the contracts the app reads them from. */
export async function themes() {
  const { THEMES } = await tsImport('@hoshi/contracts', import.meta.url);
  return THEMES;
}

/** Stores the theme (or none) on the origin, as the app's switcher does, in the browser Lighthouse drives. */
async function storeTheme(browser, base, theme) {
  const page = await browser.contexts()[0].newPage();
  // Any small file of the origin gives a document to write its storage from.
  await page.goto(`${base}/images/logo-star.svg`);
  await page.evaluate((saved) => {
    if (saved === 'default') localStorage.removeItem('theme');
    else localStorage.setItem('theme', saved);
  }, theme);
  await page.close();
}

/**
 * Lighthouse's four category scores (0–100) for a run set: the run with the median performance
 * score, every run's performance score beside it, its first contentful paint, and what Lighthouse
 * holds against the page.
 */
function summary(runs, cold) {
  const performanceOf = (lhr) => lhr.categories.performance.score ?? -1;
  const lhr = runs.sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(runs.length / 2)];
  const { categories, audits } = lhr;
  const score = (id) => (categories[id].score === null ? null : Math.round(categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cache: cold ? 'cold' : 'warm',
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? NaN),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
    cls: audits['cumulative-layout-shift'].numericValue,
    performanceRuns: runs.map((run) => Math.round(performanceOf(run) * 100)),
    // What the CPU figures mean: the slowdown applied, and the host's benchmark in each run.
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    benchmarkIndexes: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
    calibrated: runs.every((run) => run.calibrated) ? summary(runs.map((run) => run.calibrated), cold) : undefined,
    runtimeError: lhr.runtimeError?.code,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => ({
        id: a.id,
        // Some audits' details hold an object of sections, not a list of items.
        items: (Array.isArray(a.details?.items) ? a.details.items : [])
          .slice(0, 3)
          .map((item) => item.url ?? item.source?.url ?? item.issueType ?? item.description)
          .filter(Boolean),
      })),
  };
}

/**
 * Lighthouse (mobile, simulated throttling) on the public pages cold in every theme, and on the
 * signed-in pages warm in the default theme. `runs` runs per page (Lighthouse's own guidance on
 * variability: several runs and their median; its performance score moves with the machine's
 * load, total blocking time most of all). Returns { cold: { theme: { page: scores } }, warm: {
 * page: scores } }. `only` narrows the themes and pages (the Lighthouse part run alone);
 * `calibrate` adds each page's scores at the CPU slowdown calibrated to this host (audit above).
 */
export async function lighthouseScores(base, { runs = 3, only = {}, saveTo, calibrate = false } = {}) {
  const measure = async (url, cold, chromeFor) => {
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      // A run the machine starved (no paint seen in time) is tried once more.
      let lhr = await chromeFor((port) => audit(url, port, cold, calibrate));
      if (lhr.runtimeError) lhr = await chromeFor((port) => audit(url, port, cold, calibrate));
      lhrs.push(lhr);
      if (saveTo) saveReport(saveTo, lhr, i);
    }
    return summary(lhrs, cold);
  };
  const cold = {};
  for (const theme of only.themes ?? (await themes())) {
    cold[theme] = {};
    for (const [name, path] of Object.entries(COLD_PAGES)) {
      if (only.pages && !only.pages.includes(name)) continue;
      // As Lighthouse's CLI runs: every run in a Chromium of its own, started for it.
      cold[theme][name] = await measure(`${base}${path}`, true, (run) => inFreshChromium(base, theme, run));
    }
  }
  const warm = {};
  if (!only.pages || Object.keys(WARM_PAGES).some((name) => only.pages.includes(name))) {
    // A returning, signed-in user: one Chromium for all runs, signed in once (the session cookie
    // is what its runs reuse), its HTTP cache and compiled code kept from run to run.
    const chrome = await launchChromium();
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signIn(page, base);
      await page.close();
      for (const [name, path] of Object.entries(WARM_PAGES)) {
        if (only.pages && !only.pages.includes(name)) continue;
        warm[name] = await measure(`${base}${path}`, false, (run) => run(chrome.port));
      }
      await browser.close();
    } finally {
      chrome.kill();
    }
  }
  return { cold, warm };
}

/**
 * Chromium as Lighthouse's CLI starts it: chrome-launcher with its default flags and a new, empty
 * user-data-dir (removed again when it is killed), headless.
 */
function launchChromium() {
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
}

/**
 * `run(port)` in a Chromium started for it alone — a first visitor's browser: nothing cached,
 * nothing compiled. Only the theme is stored on the origin first (as the app's switcher does), the
 * one thing the visit is meant to carry; Lighthouse then clears the HTTP cache itself.
 */
async function inFreshChromium(base, theme, run) {
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await storeTheme(browser, base, theme);
    await browser.close();
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Writes a run's whole report (its audits: long tasks, boot-up time, the LCP element…) to a directory. */
function saveReport(dir, lhr, run) {
  mkdirSync(dir, { recursive: true });
  const { pathname } = new URL(lhr.finalDisplayedUrl);
  const name = `${lhr.configSettings.formFactor}-${pathname.replace(/\W+/g, '_') || 'root'}`;
  writeFileSync(join(dir, `${name}-${Date.now()}-${run}.json`), JSON.stringify(lhr));
}

/** [what, scores] rows of a lighthouseScores result: the cold pages per theme, then the warm ones. */
export function lighthouseRows(result) {
  if (!result) return [];
  return [
    ...Object.entries(result.cold).flatMap(([theme, pages]) =>
      Object.entries(pages).map(([page, s]) => [`${page} (cold cache, ${theme} theme)`, s]),
    ),
    ...Object.entries(result.warm).map(([page, s]) => [`${page} (warm, signed in)`, s]),
  ];
}

/** One run set's figures, as the bench's table prints them. */
export function lighthouseFigure(s) {
  if (s.runtimeError) return `not measured (${s.runtimeError})`;
  const runs = s.performanceRuns.length > 1 ? ` (median of ${s.performanceRuns.join(', ')})` : '';
  const figure =
    `performance ${s.performance}${runs}, accessibility ${s.accessibility}, best practices ` +
    `${s.bestPractices}, SEO ${s.seo} (FCP ${(s.fcpMs / 1000).toFixed(2)} s, LCP ` +
    `${(s.lcpMs / 1000).toFixed(2)} s, TBT ${s.tbtMs} ms; CPU ${s.cpuSlowdown}× slowdown, ` +
    `benchmark index ${s.benchmarkIndexes.join(', ')})`;
  if (!s.calibrated) return figure;
  const c = s.calibrated;
  const cruns = c.performanceRuns.length > 1 ? ` (median of ${c.performanceRuns.join(', ')})` : '';
  return (
    `${figure}; calibrated to the host: performance ${c.performance}${cruns} (FCP ` +
    `${(c.fcpMs / 1000).toFixed(2)} s, LCP ${(c.lcpMs / 1000).toFixed(2)} s, TBT ${c.tbtMs} ms; CPU ` +
    `${c.cpuSlowdown.toFixed(1)}× slowdown, from that run's benchmark index ${c.benchmarkIndex})`
  );
}
