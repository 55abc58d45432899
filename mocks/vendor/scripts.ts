// Stand-ins for the captcha vendors' scripts (GeeTest v4, Google reCAPTCHA, Aliyun captcha),
// so the app drives a real browser through every captcha type without the internet. Each
// download embeds a batch of tokens the server recorded as issued (mocks/auth/captcha.ts);
// solving hands out the next one, and the uc handlers accept each issued token once.
// Plain ES5, no eval, styles through the CSSOM (allowed by a strict CSP), no uncaught errors.

import type { Vendor } from '../db';

/** Helpers every stand-in shares; `TOKENS` and `VENDOR` are defined before it. */
const PRELUDE = `
  var w = window, d = document, used = 0;
  function nextToken() {
    if (TOKENS.length) return TOKENS.shift();
    used += 1;
    return 'mock-' + VENDOR + '-exhausted-' + used;
  }
  function rand(n) {
    var s = '', hex = '0123456789abcdef';
    for (var i = 0; i < n; i += 1) s += hex.charAt(Math.floor(Math.random() * 16));
    return s;
  }
  function later(fn) { setTimeout(fn, 0); }
  function safe(fn, arg) {
    if (typeof fn !== 'function') return;
    try { fn(arg); } catch (e) { if (w.console) w.console.error(e); }
  }
  function find(target) {
    if (!target) return null;
    if (typeof target !== 'string') return target;
    return d.getElementById(target.charAt(0) === '#' ? target.slice(1) : target) || d.querySelector(target);
  }
  function style(el, rules) { for (var key in rules) if (Object.prototype.hasOwnProperty.call(rules, key)) el.style[key] = rules[key]; }
  function button(text) {
    var b = d.createElement('button');
    b.type = 'button';
    b.textContent = text;
    style(b, { minWidth: '240px', height: '40px', padding: '0 16px', border: '1px solid #c7ccd6', borderRadius: '4px',
      background: '#f7f8fa', color: '#1f2329', fontSize: '14px', cursor: 'pointer' });
    return b;
  }
  function overlay(content, onClose) {
    var mask = d.createElement('div');
    style(mask, { position: 'fixed', left: '0', top: '0', right: '0', bottom: '0', background: 'rgba(0,0,0,0.45)',
      display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '10000' });
    var panel = d.createElement('div');
    panel.setAttribute('role', 'dialog');
    style(panel, { background: '#fff', padding: '24px', borderRadius: '8px', display: 'flex', flexDirection: 'column', gap: '12px' });
    var close = button('关闭');
    close.onclick = function () { if (mask.parentNode) mask.parentNode.removeChild(mask); safe(onClose); };
    panel.appendChild(content);
    panel.appendChild(close);
    mask.appendChild(panel);
    d.body.appendChild(mask);
    return mask;
  }
  function remove(el) { if (el && el.parentNode) el.parentNode.removeChild(el); }
`;

const GEETEST = `
  w.initGeetest4 = function (config, callback) {
    config = config || {};
    var listeners = { ready: [], success: [], error: [], close: [], fail: [] };
    var validate = null, box = null, btn = null, mask = null;
    function emit(name, arg) { var list = listeners[name].slice(); for (var i = 0; i < list.length; i += 1) safe(list[i], arg); }
    function build() {
      box = d.createElement('div');
      box.className = 'geetest_mock';
      btn = button('点击完成验证');
      btn.onclick = function () {
        if (validate) return;
        validate = { captcha_id: String(config.captchaId || ''), lot_number: rand(32), captcha_output: 'mock-output-' + rand(16),
          pass_token: nextToken(), gen_time: String(Math.floor(Date.now() / 1000)) };
        btn.textContent = '验证成功';
        btn.disabled = true;
        if (mask) { remove(mask); mask = null; }
        emit('success');
      };
      box.appendChild(btn);
      return box;
    }
    function on(name) { return function (fn) { listeners[name].push(fn); return captcha; }; }
    var captcha = {
      appendTo: function (target) {
        var el = find(target);
        if (!el) { later(function () { emit('error', { code: '60001', msg: 'appendTo target not found' }); }); return captcha; }
        el.appendChild(build());
        return captcha;
      },
      showCaptcha: function () {
        if (box && d.body.contains(box) && !mask) { if (btn) btn.focus(); return captcha; }
        mask = overlay(box || build(), function () { mask = null; emit('close'); });
        return captcha;
      },
      onReady: on('ready'), onNextReady: on('ready'), onSuccess: on('success'), onError: on('error'), onClose: on('close'), onFail: on('fail'),
      getValidate: function () {
        if (!validate) return false;
        return { captcha_id: validate.captcha_id, lot_number: validate.lot_number, captcha_output: validate.captcha_output,
          pass_token: validate.pass_token, gen_time: validate.gen_time };
      },
      reset: function () {
        validate = null;
        if (btn) { btn.textContent = '点击完成验证'; btn.disabled = false; }
        return captcha;
      },
      destroy: function () { remove(mask); remove(box); mask = null; box = null; btn = null; validate = null; }
    };
    later(function () {
      safe(callback, captcha);
      later(function () { emit('ready'); });
    });
  };
`;

const RECAPTCHA = `
  var widgets = [];
  function widget(id) { return widgets[id === undefined || id === null ? 0 : id]; }
  function invoke(fn, arg) {
    if (typeof fn === 'string') fn = w[fn];
    safe(fn, arg);
  }
  function solve(entry) {
    if (entry.response) return;
    entry.response = nextToken();
    entry.box.setAttribute('aria-checked', 'true');
    entry.box.textContent = '✓ 我不是机器人';
    invoke(entry.params.callback, entry.response);
  }
  var grecaptcha = {
    ready: function (fn) { later(function () { safe(fn); }); },
    render: function (container, params) {
      var el = find(container);
      if (!el) throw new Error('reCAPTCHA placeholder element must be an element or id');
      params = params || {};
      var box = button('我不是机器人');
      box.setAttribute('role', 'checkbox');
      box.setAttribute('aria-checked', 'false');
      if (params.tabindex !== undefined) box.tabIndex = Number(params.tabindex);
      if (params.theme === 'dark') style(box, { background: '#303030', color: '#fff' });
      if (params.size === 'invisible') style(box, { display: 'none' });
      var entry = { params: params, box: box, response: '' };
      box.onclick = function () { solve(entry); };
      el.appendChild(box);
      widgets.push(entry);
      return widgets.length - 1;
    },
    getResponse: function (id) { var entry = widget(id); return entry ? entry.response : ''; },
    reset: function (id) {
      var entry = widget(id);
      if (!entry) return;
      entry.response = '';
      entry.box.setAttribute('aria-checked', 'false');
      entry.box.textContent = '我不是机器人';
    },
    execute: function (id) {
      // v3 style execute(sitekey, {action}) resolves with a token.
      if (typeof id === 'string') return Promise.resolve(nextToken());
      var entry = widget(id);
      if (entry) solve(entry);
      return undefined;
    }
  };
  w.grecaptcha = grecaptcha;
  if (RENDER !== 'explicit') {
    later(function () {
      var nodes = d.querySelectorAll('.g-recaptcha');
      for (var i = 0; i < nodes.length; i += 1) {
        var node = nodes[i];
        grecaptcha.render(node, { sitekey: node.getAttribute('data-sitekey'), callback: node.getAttribute('data-callback') || undefined });
      }
    });
  }
  if (ONLOAD) later(function () { invoke(w[ONLOAD]); });
`;

const ALIYUN = `
  w.initAliyunCaptcha = function (options) {
    options = options || {};
    var mode = options.mode || 'popup', passed = false, box = null, btn = null, mask = null, trigger = null;
    var size = options.slideStyle || {};
    function build() {
      box = d.createElement('div');
      box.className = 'aliyun-captcha-mock';
      btn = button('向右滑动完成验证');
      btn.setAttribute('aria-label', '向右滑动完成验证');
      if (size.width) btn.style.width = typeof size.width === 'number' ? size.width + 'px' : String(size.width);
      if (size.height) btn.style.height = typeof size.height === 'number' ? size.height + 'px' : String(size.height);
      btn.onclick = function () {
        if (passed) return;
        passed = true;
        btn.textContent = '验证通过';
        btn.disabled = true;
        var param = JSON.stringify({ sessionId: 'mock-session-' + rand(16), sig: 'mock-sig-' + rand(16), token: nextToken(),
          sceneId: String(options.SceneId || '') });
        if (mask) { remove(mask); mask = null; }
        if (typeof options.captchaVerifyCallback === 'function') {
          Promise.resolve(options.captchaVerifyCallback(param)).then(function (result) {
            if (typeof options.onBizResultCallback === 'function') safe(options.onBizResultCallback, result && result.bizResult);
          }, function (error) { safe(options.fail, { code: 'verify-error', msg: String(error) }); });
        }
        safe(options.success, param);
      };
      box.appendChild(btn);
      return box;
    }
    function show() {
      if (mode === 'embed') return;
      if (!mask) mask = overlay(box || build(), function () { mask = null; });
    }
    var instance = {
      show: show,
      hide: function () { remove(mask); mask = null; },
      refresh: function () { passed = false; if (btn) { btn.textContent = '向右滑动完成验证'; btn.disabled = false; } },
      destroyCaptcha: function () { remove(mask); remove(box); mask = null; box = null; if (trigger) trigger.removeEventListener('click', show); }
    };
    if (mode === 'embed') {
      var el = find(options.element);
      if (el) el.appendChild(build());
      else later(function () { safe(options.fail, { code: 'element-not-found', msg: 'element not found' }); });
    } else {
      trigger = find(options.button);
      if (trigger) trigger.addEventListener('click', show);
    }
    safe(options.getInstance, instance);
  };
`;

const BODIES: Record<Vendor, string> = { geetest: GEETEST, recaptcha: RECAPTCHA, aliyun: ALIYUN };

/** A callback name the recaptcha script may call: a plain (dotted-free) JS identifier. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export interface VendorScriptOptions {
  tokens: readonly string[];
  /** recaptcha: the `onload` query parameter (ignored unless an identifier). */
  onload?: string | null;
  /** recaptcha: the `render` query parameter (`explicit` turns off auto-rendering of .g-recaptcha). */
  render?: string | null;
}

export function vendorScript(vendor: Vendor, options: VendorScriptOptions): string {
  const onload = options.onload && IDENTIFIER.test(options.onload) ? options.onload : '';
  return [
    `/* mock ${vendor} captcha stand-in, served by the mock backend */`,
    '(function () {',
    "  'use strict';",
    `  var VENDOR = ${JSON.stringify(vendor)};`,
    `  var TOKENS = ${JSON.stringify(options.tokens)};`,
    `  var ONLOAD = ${JSON.stringify(onload)};`,
    `  var RENDER = ${JSON.stringify(options.render ?? 'onload')};`,
    PRELUDE,
    BODIES[vendor],
    '})();',
    '',
  ].join('\n');
}
