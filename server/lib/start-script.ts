/**
 * The inline script that starts the SPA after the page's first paint (issue 14, round 7; the build puts it in
 * index.html, scripts/lib/start-after-paint.ts), and its hash for the content security policy, which otherwise
 * allows no inline script.
 *
 * It runs once, as the body ends. Once the browser reports the first paint on screen (a `paint` performance entry:
 * first-paint, which a page with text shares with first-contentful-paint; where that is not reported, after the
 * first frame: requestAnimationFrame, then a task), it copies the tags in `<template id="ring-start">` (the entry
 * script and the modulepreload links, inert there: nothing in a template is fetched) into the head as new elements,
 * which fetches and runs them, three per task (a message between them): adding a tag starts its request, about
 * 2 ms of main thread each at 4× slowdown, so the fourteen of a signed-in page in one go made a long task. So no
 * script is even requested before the first paint. A hidden page (a tab opened in the background) paints nothing:
 * it starts at once, or when it is shown.
 *
 * Before that it marks `<html data-cart>` when the browser's stored cart (localStorage `cart`, CART_KEY in
 * src/lib/storage/cart.ts) holds a plan: checkout's server-drawn frame shows its first step only then (its style in
 * src/entry-server.tsx). An inline script waits for the stylesheet, which holds the first paint too, so the mark is
 * there before anything is drawn.
 */
import { createHash } from 'node:crypto'

/** The id of the template that holds the entry script and the preload links until the first paint. */
export const START_TEMPLATE_ID = 'ring-start'

export const START_SCRIPT = [
  '(function () {',
  "try { var cart = JSON.parse(localStorage.getItem('cart') || 'null'); if (cart && cart.id) document.documentElement.setAttribute('data-cart', ''); } catch (e) {}",
  'var started = false;',
  'function start() {',
  'if (started) return;',
  'started = true;',
  `var tags = document.getElementById('${START_TEMPLATE_ID}').content.children;`,
  'var i = 0;',
  'var channel = window.MessageChannel && new MessageChannel();',
  'function add() {',
  'for (var end = Math.min(i + 3, tags.length); i < end; i++) {',
  'var copy = document.createElement(tags[i].localName);',
  'for (var j = 0; j < tags[i].attributes.length; j++) copy.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);',
  'document.head.appendChild(copy);',
  '}',
  'if (i < tags.length) channel ? channel.port2.postMessage(0) : setTimeout(add, 0);',
  '}',
  'if (channel) channel.port1.onmessage = add;',
  'add();',
  '}',
  "var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];",
  "if (document.visibilityState === 'hidden') start();",
  "else if (types.indexOf('paint') >= 0) new PerformanceObserver(start).observe({ type: 'paint', buffered: true });",
  'else requestAnimationFrame(function () { setTimeout(start, 0); });',
  "document.addEventListener('visibilitychange', start, { once: true });",
  '})()',
].join(' ')

/** `'sha256-…'` of START_SCRIPT, for `script-src`. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`
