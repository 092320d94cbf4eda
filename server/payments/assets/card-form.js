// Ring Mobile sandbox payment page: typing filters and checks of SPEC §5 (the server checks everything again).
// Served as /pay/assets/card-form.js so that the page needs no inline script (strict CSP).
;(function () {
  'use strict'
  var form = document.getElementById('card-form')
  if (!form) return
  var MESSAGES = {
    name: 'Please enter card holder name',
    number: 'Card number must be atleast 12 digits',
    expiry: 'Please enter a valid expiry date',
    cvv: 'Please enter a valid cvv',
  }
  var field = function (id) {
    return document.getElementById(id)
  }
  var digits = function (value) {
    return value.replace(/\D/g, '')
  }

  var filters = {
    // Letters (accented too), space, comma, dot, apostrophe, hyphen; at most 60.
    name: function (value) {
      return value.replace(/[^\p{L}\p{M} ,.'-]/gu, '').slice(0, 60)
    },
    // Digits, at most 16, shown in groups of four.
    number: function (value) {
      return digits(value)
        .slice(0, 16)
        .replace(/(\d{4})(?=\d)/g, '$1 ')
    },
    // Digits auto-formatted MM/YY.
    expiry: function (value, deleting) {
      var d = digits(value).slice(0, 4)
      if (d.length === 1 && Number(d) > 1) d = '0' + d
      if (d.length >= 3) return d.slice(0, 2) + '/' + d.slice(2)
      if (d.length === 2 && !deleting) return d + '/'
      return d
    },
    cvv: function (value) {
      return digits(value).slice(0, 4)
    },
  }

  var checks = {
    name: function (value) {
      var v = value.trim()
      return v.length >= 2 && v.length <= 60
    },
    number: function (value) {
      return /^\d{12,16}$/.test(digits(value))
    },
    expiry: function (value) {
      var match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim())
      if (!match) return false
      var now = new Date()
      return (2000 + Number(match[2])) * 12 + Number(match[1]) >= now.getFullYear() * 12 + now.getMonth() + 1
    },
    cvv: function (value) {
      return /^\d{3,4}$/.test(value.trim())
    },
  }

  function showError(id, message) {
    var input = field(id)
    var error = document.querySelector('[data-error-for="' + id + '"]')
    input.setAttribute('aria-invalid', message ? 'true' : 'false')
    if (error) {
      error.textContent = message || ''
      error.hidden = !message
    }
  }

  Object.keys(filters).forEach(function (id) {
    var input = field(id)
    if (!input) return
    input.addEventListener('input', function (event) {
      var deleting = event && event.inputType && event.inputType.indexOf('delete') === 0
      var next = filters[id](input.value, deleting)
      if (next !== input.value) input.value = next
      // Editing a field clears its error (SPEC §4).
      showError(id, '')
    })
  })

  form.addEventListener('submit', function (event) {
    var firstInvalid = null
    Object.keys(checks).forEach(function (id) {
      var ok = checks[id](field(id).value)
      showError(id, ok ? '' : MESSAGES[id])
      if (!ok && !firstInvalid) firstInvalid = field(id)
    })
    if (firstInvalid) {
      event.preventDefault()
      firstInvalid.focus()
      return
    }
    // One submit: further clicks are ignored while the payment goes through.
    var button = form.querySelector('button[type="submit"]')
    if (form.getAttribute('data-submitted') === '1') {
      event.preventDefault()
      return
    }
    form.setAttribute('data-submitted', '1')
    if (button) {
      button.disabled = true
      button.textContent = 'Processing…'
    }
  })
})()
