import type { PageData } from '../schemas'
import { paragraphs, SUPPORT } from './text'

/** Each section is one question (its heading) and its answer. */
export const FAQ: PageData = {
  title: 'Frequently asked questions',
  summary:
    'Quick answers about eSIM, keeping your number, activation, delivery, payments and your account. Cannot find what you need? Our support team is happy to help.',
  sections: [
    {
      heading: 'Will my phone work with Ring Mobile, and does it support eSIM?',
      body: paragraphs(
        'Most phones sold in the US in the last few years work on our network, as long as they are unlocked. If your phone came from another carrier and is still on a payment plan, ask them to unlock it before you switch.',
        "At checkout we ask for your phone's IMEI, a 15-digit number you can see by dialling *#06# or in your phone's settings under About. We check it on the spot and tell you whether the phone is compatible and whether it supports eSIM. If it does not support eSIM, choose a physical SIM card instead.",
      ),
    },
    {
      heading: 'Can I keep my current phone number?',
      body: paragraphs(
        'Yes. Choose "Keep my number" at checkout and enter the number and the ZIP code on your current account. We check straight away that the number can be transferred.',
        'After checkout, open My Account, go to Plans and add the details of your current account: the account number and the transfer PIN. We then ask your current provider to release the number. Please do not cancel your old service before the transfer is complete, or the number may be lost.',
      ),
    },
    {
      heading: 'What are the billing account number and PIN for a number transfer?',
      body: paragraphs(
        "Your current provider uses them to make sure it is really you asking to move the number. The billing account number is the account number shown on your bill or in your provider's app. It is not your phone number.",
        'The PIN is a number transfer PIN (sometimes called a port-out PIN). Many providers let you create one in their app or by calling their customer service. It is usually different from your voicemail PIN. If the transfer is rejected because of a wrong account number or PIN, you can correct them and re-submit from My Account.',
      ),
    },
    {
      heading: 'How long does activation take?',
      body: paragraphs(
        'An eSIM line is usually ready within 15 minutes of payment. When it is, a QR code appears in My Account under Plans: scan it with your phone and follow the steps on screen.',
        'A physical SIM line is activated when your card arrives and you insert it. If you are keeping your number, most transfers complete within a few hours of submitting your details, and some take up to two business days. Your old service keeps working until then.',
      ),
    },
    {
      heading: 'How long does a physical SIM card take to arrive?',
      body: paragraphs(
        'We ship SIM kits within one business day of your order by tracked USPS First-Class Mail. Most arrive in 3 to 5 business days. The kit costs $5 with shipping included, and you will find the tracking number in your confirmation email.',
      ),
    },
    {
      heading: 'Can I change my plan?',
      body: paragraphs(
        'Yes, as often as you like. Send us a message through the contact form or chat with us and tell us which line and which plan you want. An upgrade starts right away and you only pay the difference for the rest of the current period. A move to a smaller plan starts on your next renewal date.',
      ),
    },
    {
      heading: 'Which payment methods do you accept, and how do saved cards work?',
      body: paragraphs(
        'We accept Visa, Mastercard, American Express and Discover credit and debit cards.',
        'You can save cards in My Account under Payment. The card marked Primary pays your renewals; you can make another card primary at any time, or delete a card you no longer use. You can also pay with a saved card or a new one at checkout.',
      ),
    },
    {
      heading: 'What happens if a payment fails?',
      body: paragraphs(
        'We email you and try the payment again over the next three days. Updating your primary card in My Account is usually all it takes. If the payment still cannot be taken, the line is suspended until the renewal is paid; your number stays reserved for you for 30 days.',
      ),
    },
    {
      heading: 'Where can I see my order history and receipts?',
      body: paragraphs(
        'Sign in to My Account and open Payment. Order History lists your latest orders; choose "See all" to look through every order and filter by month. Select View on any order to see the full breakdown: plan price, taxes, regulatory fee, activation fee, any discount and the card used. Failed payments are marked so you can spot them at a glance.',
      ),
    },
    {
      heading: 'Can I use my phone outside the US?',
      body: paragraphs(
        'Texting from the US to more than 200 countries is included on Plus, Unlimited and Unlimited Max. Unlimited also includes calls from the US to Canada and Mexico, and Unlimited Max includes roaming in Canada and Mexico for talk, text and up to 5 GB of data a month.',
        'Roaming in other countries is not available yet. When you travel, Wi-Fi calling lets you call and text US numbers over Wi-Fi at no extra cost.',
      ),
    },
    {
      heading: 'Can I have more than one line?',
      body: paragraphs(
        'Yes. Each line is a separate purchase with its own plan, so you can mix plans across your family. In My Account you can give each number a nickname, such as "Dad\'s phone" or "Work iPad", to tell your lines apart.',
      ),
    },
    {
      heading: 'How do I cancel?',
      body: paragraphs(
        "There is no contract, so you can cancel whenever you like. Contact our support team and we will stop the line's next renewal. Your service continues until the end of the period you have already paid for.",
        'If you are moving to another provider, you do not need to cancel first: ask us for your account number and transfer PIN, give them to your new provider, and the line closes when the number leaves us.',
      ),
    },
    {
      heading: 'How do I contact support?',
      body: paragraphs(
        `Use the contact form on our website, start a live chat from any page, or email ${SUPPORT.email}. Our US-based team is available ${SUPPORT.hours}, and we reply to messages within one business day.`,
        'When you write, please include the phone number or the nickname of the line your question is about. Never send us your full card number or your password; we will never ask for them.',
      ),
    },
    {
      heading: 'Are my card details safe?',
      body: paragraphs(
        'Yes. Card payments are handled by our payment provider, which is certified to PCI DSS Level 1, the highest standard in the payments industry. Your full card number and security code go straight to them and never pass through or stay on our systems.',
        'We only keep what we need to show you your cards: the card brand, the last four digits, the expiry date and the name on the card.',
      ),
    },
  ],
}
