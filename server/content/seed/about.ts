import type { PageData } from '../schemas'
import { paragraphs, SUPPORT } from './text'

export const ABOUT: PageData = {
  title: 'About Ring Mobile',
  summary:
    'Ring Mobile is a US mobile service provider with simple SIM and eSIM plans on a nationwide 5G network: no annual contracts, your number comes with you, and a real person answers when you need help.',
  sections: [
    {
      heading: 'Who we are',
      body: paragraphs(
        'Ring Mobile is a mobile service provider based in Chicago, Illinois. We started with a simple idea: a phone plan should be easy to understand, fairly priced and just as easy to leave as it is to join.',
        'We do not build cell towers. Instead, we buy network capacity from one of the largest 5G networks in the country and sell it as straightforward monthly plans. That lets us spend our time and money where you notice it: lower prices, clear bills and helpful support.',
      ),
    },
    {
      heading: 'What we offer',
      body: paragraphs(
        'Four plans, from $15 to $55 a month. Every plan includes unlimited talk and text across the US, high-speed 5G data where available, mobile hotspot and Wi-Fi calling. The bigger plans add more data, more hotspot, international texting and calling or roaming in Canada and Mexico.',
        'You can choose an eSIM, which is ready within minutes of checkout on a compatible phone, or a physical SIM card that we mail to you. Prices are shown before you pay, with the activation fee, the regulatory fee and taxes listed line by line.',
      ),
    },
    {
      heading: 'Keep your number',
      body: paragraphs(
        'Moving to Ring Mobile does not mean a new number. Choose "Keep my number" at checkout, tell us a few details from your current provider, and we take care of the transfer. Your old service keeps working until the move is complete, usually within a few hours.',
      ),
    },
    {
      heading: 'No annual contracts',
      body: paragraphs(
        'Our plans renew every 30 days and you can stop at any time. There is no contract to sign, no cancellation fee and no credit check. If you decide to leave, you can take your number with you.',
      ),
    },
    {
      heading: 'Coverage you can count on',
      body: paragraphs(
        'Your line runs on a nationwide network that reaches more than 99% of Americans, with 5G in thousands of cities and towns and 4G LTE nearly everywhere else. Wi-Fi calling keeps you connected indoors and in places where the signal is weak.',
      ),
    },
    {
      heading: 'Support from real people in the US',
      body: paragraphs(
        `Our support team works from the US and knows our plans inside out. Reach us through the contact form, by live chat on our website or by email at ${SUPPORT.email}, ${SUPPORT.hours}.`,
        'Your account is always at hand too: sign in to My Account to see your lines, nickname them, follow a number transfer, manage saved cards and look back over every order.',
      ),
    },
  ],
}
