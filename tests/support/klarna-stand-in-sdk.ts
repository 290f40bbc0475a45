/**
 * A stand-in for Klarna's browser SDK (x.klarnacdn.net/kp/lib/v1/api.js), served by the Klarna
 * stand-in for browser tests. Same calls and callback shapes as the real one; instead of Klarna's
 * iframe it renders two buttons, and the buyer's choice is sent to the stand-in server
 * (POST /stand-in/load, POST /stand-in/authorize), which issues the authorization token and
 * fires the authorization callback as Klarna would.
 */
export function klarnaSdkScript(baseUrl: string): string {
  return `(function () {
  'use strict';
  var base = ${JSON.stringify(baseUrl)};
  var clientToken = null;
  var loaded = {};
  var choices = {};
  var waiting = {};

  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (res) {
      return res.json();
    });
  }

  function choose(category, choice) {
    choices[category] = choice;
    (waiting[category] || []).splice(0).forEach(function (resolve) {
      resolve();
    });
  }

  function render(root, category, name) {
    var form = document.createElement('div');
    form.setAttribute('data-klarna-stand-in', category);
    var title = document.createElement('p');
    title.textContent = name;
    form.appendChild(title);
    [['approve', 'Godkänn betalningen (test)'], ['decline', 'Neka betalningen (test)']].forEach(function (pair) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = pair[1];
      button.addEventListener('click', function () {
        choose(category, pair[0]);
      });
      form.appendChild(button);
    });
    root.replaceChildren(form);
  }

  // The real SDK takes (options, callback) or (options, data, callback).
  function lastCallback(data, callback) {
    return typeof data === 'function' ? data : callback || function () {};
  }

  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = {
    init: function (options) {
      clientToken = (options && options.client_token) || null;
      loaded = {};
      choices = {};
    },
    load: function (options, data, callback) {
      var done = lastCallback(data, callback);
      var category = options.payment_method_category;
      var root = document.querySelector(options.container);
      if (!root) return done({ show_form: false, error: { invalid_fields: ['container'] } });
      post('/stand-in/load', { client_token: clientToken, payment_method_category: category })
        .then(function (answer) {
          if (answer.error) return done({ show_form: false, error: answer.error });
          loaded[category] = true;
          render(root, category, answer.name);
          done({ show_form: true });
        })
        .catch(function () {
          done({ show_form: false, error: { invalid_fields: [] } });
        });
    },
    authorize: function (options, data, callback) {
      var done = lastCallback(data, callback);
      var category = options.payment_method_category;
      if (!loaded[category]) return done({ approved: false, show_form: false, error: { invalid_fields: ['payment_method_category'] } });
      // Waits for the buyer, as Klarna's own dialog does, unless a button was already clicked.
      var chosen = choices[category]
        ? Promise.resolve()
        : new Promise(function (resolve) {
            (waiting[category] = waiting[category] || []).push(resolve);
          });
      chosen
        .then(function () {
          var choice = choices[category];
          delete choices[category];
          return post('/stand-in/authorize', { client_token: clientToken, payment_method_category: category, choice: choice });
        })
        .then(done)
        .catch(function () {
          done({ approved: false, show_form: false });
        });
    },
  };
})();
`;
}
