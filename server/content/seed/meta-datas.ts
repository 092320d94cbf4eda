import type { MetaData } from '../schemas'

/**
 * Title and description of every public route (SPEC §2). The SPA matches the current path to `page` (exact first,
 * then the longest prefix, so `/dashboard` also covers `/dashboard/payment`). Titles stay under 60 characters and
 * descriptions between 140 and 160, the lengths search engines show in full.
 */
export const META_DATAS: MetaData[] = [
  {
    page: '/',
    metaTitle: 'Ring Mobile | SIM & eSIM plans on a nationwide 5G network',
    metaDescription:
      'Affordable SIM and eSIM phone plans from $15/mo on a nationwide 5G network. Keep your number, skip the annual contract and get support from a US-based team.',
  },
  {
    page: '/shop',
    metaTitle: 'Shop SIM & eSIM plans | Ring Mobile',
    metaDescription:
      'Compare Ring Mobile plans from $15 to $55 a month: unlimited talk and text, 5G data, hotspot and Wi-Fi calling. Choose SIM or eSIM and activate in minutes.',
  },
  {
    page: '/about',
    metaTitle: 'About us | Ring Mobile',
    metaDescription:
      'Ring Mobile offers simple SIM and eSIM plans on a nationwide 5G network, with no annual contracts, number transfers included and a US-based support team.',
  },
  {
    page: '/blog',
    metaTitle: 'Blog: network news, eSIM guides, travel tips | Ring Mobile',
    metaDescription:
      'News from the Ring Mobile network, step-by-step eSIM guides and tips for using your phone abroad, from the team that answers your questions every day.',
  },
  {
    page: '/cart',
    metaTitle: 'Your cart | Ring Mobile',
    metaDescription:
      'Review the plan in your Ring Mobile cart, check the monthly price and continue to checkout. No annual contract, and you can keep your current phone number.',
  },
  {
    page: '/contact-us',
    metaTitle: 'Contact us | Ring Mobile',
    metaDescription:
      'Questions about a plan, an order or moving your number? Send the Ring Mobile support team a message and we will reply by email, usually within one business day.',
  },
  {
    page: '/faq',
    metaTitle: 'Frequently asked questions | Ring Mobile',
    metaDescription:
      'Answers about eSIM compatibility, keeping your number, activation times, SIM delivery, payments, international use and cancelling your Ring Mobile service.',
  },
  {
    page: '/login',
    metaTitle: 'Sign in to My Account | Ring Mobile',
    metaDescription:
      'Sign in to your Ring Mobile account to manage your lines, saved cards, order history and number transfers. Use your password or an emailed one-time code.',
  },
  {
    page: '/login-with-password',
    metaTitle: 'Sign in with your password | Ring Mobile',
    metaDescription:
      'Enter your password to sign in to your Ring Mobile account and manage your lines, plans, payment cards and profile. Forgot it? Reset it by email in a minute.',
  },
  {
    page: '/login-without-password',
    metaTitle: 'Sign in with an email code | Ring Mobile',
    metaDescription:
      'No password needed: we email you a 6-digit sign-in code for your Ring Mobile account. The code works once and expires after 10 minutes, so keep this tab open.',
  },
  {
    page: '/otp-login',
    metaTitle: 'Enter your sign-in code | Ring Mobile',
    metaDescription:
      'Enter the 6-digit code we sent to your email to sign in to Ring Mobile. Did not get it? Check your spam folder or request a new code after the countdown ends.',
  },
  {
    page: '/register',
    metaTitle: 'Create your account | Ring Mobile',
    metaDescription:
      'Create a Ring Mobile account in a minute to buy a SIM or eSIM plan, keep your number, save cards for easy payments and manage every line from one dashboard.',
  },
  {
    page: '/forgot-password',
    metaTitle: 'Forgot your password? | Ring Mobile',
    metaDescription:
      'Enter the email address of your Ring Mobile account and we will send you a secure link to choose a new password. The link works once and expires in 30 minutes.',
  },
  {
    page: '/reset-password',
    metaTitle: 'Choose a new password | Ring Mobile',
    metaDescription:
      'Choose a new password for your Ring Mobile account. Once it is saved, you are signed out everywhere else, so only someone with the new password can get back in.',
  },
  {
    page: '/privacy-policy',
    metaTitle: 'Privacy policy | Ring Mobile',
    metaDescription:
      'How Ring Mobile collects, uses, shares and protects your personal information, what we keep in your browser, and the choices and rights you have over your data.',
  },
  {
    page: '/terms-and-conditions',
    metaTitle: 'Terms and conditions | Ring Mobile',
    metaDescription:
      'The terms of Ring Mobile service in plain English: monthly plans and billing, SIM and eSIM, keeping your number, acceptable use, cancellation and refunds.',
  },
  {
    page: '/cart/checkout',
    metaTitle: 'Secure checkout | Ring Mobile',
    metaDescription:
      'Choose a new number or keep your own, check your phone works with eSIM, add shipping for a physical SIM and pay securely with a saved card or a new one.',
  },
  {
    page: '/dashboard',
    metaTitle: 'My Account | Ring Mobile',
    metaDescription:
      'Manage your Ring Mobile lines, nicknames and number transfers, your saved payment cards and order history, your profile details and your password in one place.',
  },
]
