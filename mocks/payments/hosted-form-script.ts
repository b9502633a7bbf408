/**
 * The script of the stand-in provider's hosted card form, as the browser runs it (plain JavaScript,
 * served with the page under a nonce). It talks to the embedding site only through postMessage, to
 * and from the one parent origin the page was opened for:
 *
 *   site → form   { channel, type: 'init' | 'reset', token }   a fresh one-time token; clears the fields
 *                 { channel, type: 'tokenize' }                 bind the typed card to the token
 *   form → site   { channel, type: 'ready' }                    listening
 *                 { channel, type: 'resize', height }           the page's height in CSS pixels
 *                 { channel, type: 'submit' }                   Enter was pressed in a field
 *                 { channel, type: 'tokenized', token, card: { brand, last4, expMonth, expYear } }
 *                 { channel, type: 'invalid' }                  field errors, shown and announced here
 *                 { channel, type: 'failed', message }          the provider refused the token
 *
 * The card number never leaves this page except to the provider's own endpoint.
 */
export const HOSTED_FORM_SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('form-config').textContent);
  var CHANNEL = 'hosted-card-form';
  var parentOrigin = config.parentOrigin;
  var token = null;
  var busy = false;
  var form = document.getElementById('card-form');
  var fields = ['number', 'expiry', 'cvc', 'zip'];

  function post(message) {
    message.channel = CHANNEL;
    window.parent.postMessage(message, parentOrigin);
  }

  function input(name) { return document.getElementById(name); }

  function showErrors(problems) {
    fields.forEach(function (name) {
      var wrong = problems.indexOf(name) !== -1;
      var error = document.getElementById(name + '-error');
      input(name).setAttribute('aria-invalid', wrong ? 'true' : 'false');
      error.textContent = wrong ? config.strings.errors[name] : '';
    });
    var first = fields.filter(function (name) { return problems.indexOf(name) !== -1; })[0];
    if (first) input(first).focus();
  }

  function clearForm() {
    form.reset();
    showErrors([]);
    document.getElementById('form-error').textContent = '';
  }

  function groupNumber(event) {
    var digits = event.target.value.replace(/\D/g, '').slice(0, 19);
    event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function maskExpiry(event) {
    var digits = event.target.value.replace(/\D/g, '').slice(0, 4);
    event.target.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  }

  function tokenize() {
    if (busy) return;
    if (!token) { post({ type: 'failed', message: config.strings.failed }); return; }
    busy = true;
    var body = { token: token };
    fields.forEach(function (name) { body[name] = input(name).value; });
    fetch(config.tokensUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) { return response.json(); })
      .then(function (result) {
        if (result.status === 'approved') {
          showErrors([]);
          post({ type: 'tokenized', token: token, card: result.card });
        } else if (result.status === 'invalid') {
          showErrors(result.fields);
          post({ type: 'invalid' });
        } else {
          document.getElementById('form-error').textContent = result.message;
          post({ type: 'failed', message: result.message });
        }
      })
      .catch(function () {
        document.getElementById('form-error').textContent = config.strings.failed;
        post({ type: 'failed', message: config.strings.failed });
      })
      .then(function () { busy = false; });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== CHANNEL) return;
    if ((data.type === 'init' || data.type === 'reset') && typeof data.token === 'string') {
      token = data.token;
      clearForm();
      fields.forEach(function (name) { input(name).disabled = false; });
    } else if (data.type === 'tokenize') {
      tokenize();
    }
  });

  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.addEventListener('keydown', function (event) {
    if (event.key === 'Enter') { event.preventDefault(); post({ type: 'submit' }); }
  });
  input('number').addEventListener('input', groupNumber);
  input('expiry').addEventListener('input', maskExpiry);

  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; post({ type: 'resize', height: height }); }
  }
  new ResizeObserver(reportHeight).observe(document.documentElement);
  post({ type: 'ready' });
  reportHeight();
})();
`;
