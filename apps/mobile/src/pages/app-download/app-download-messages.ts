import { defineMessage, defineMessages } from 'react-intl';

/** The words of the app-download screen and its guides. */
export const APP_TEXT = defineMessages({
  intro: { id: 'app.intro', defaultMessage: 'Play faster, with your balance and games one tap from your home screen.', description: 'Line under the app download heading' },
  inApp: { id: 'app.inApp', defaultMessage: 'You are already using the app.', description: 'The app download screen opened inside the app' },
  android: { id: 'app.android', defaultMessage: 'Android', description: 'Heading of the Android section' },
  ios: { id: 'app.ios', defaultMessage: 'iPhone and iPad', description: 'Heading of the iOS section' },
  downloadAndroid: { id: 'app.downloadAndroid', defaultMessage: 'Download for Android', description: 'Button that downloads the Android app' },
  downloadIos: { id: 'app.downloadIos', defaultMessage: 'Download for iPhone', description: 'Button that downloads the iOS app' },
  downloadProfile: { id: 'app.downloadProfile', defaultMessage: 'Install the home-screen profile', description: 'Button that downloads the iOS home-screen profile' },
  noLink: { id: 'app.noLink', defaultMessage: 'Not offered yet: add the site to your home screen instead.', description: 'A platform without an app link' },
  androidStep1: { id: 'app.androidStep1', defaultMessage: 'Tap Download for Android and wait for the file to finish.', description: 'Android install guide, step 1' },
  androidStep2: { id: 'app.androidStep2', defaultMessage: 'Open the file. If asked, allow your browser to install unknown apps.', description: 'Android install guide, step 2' },
  androidStep3: { id: 'app.androidStep3', defaultMessage: 'Tap Install, then Open. The app icon is on your home screen.', description: 'Android install guide, step 3' },
  iosStep1: { id: 'app.iosStep1', defaultMessage: 'In Safari, tap the download button and allow the profile.', description: 'iOS install guide, step 1' },
  iosStep2: { id: 'app.iosStep2', defaultMessage: 'Open Settings, tap Profile Downloaded, then Install.', description: 'iOS install guide, step 2' },
  iosStep3: { id: 'app.iosStep3', defaultMessage: 'Enter your passcode and tap Install. The icon is on your home screen.', description: 'iOS install guide, step 3' },
  homeStep1: { id: 'app.homeStep1', defaultMessage: 'Or, in Safari, tap Share at the bottom of the screen.', description: 'Add to home screen guide, step 1' },
  homeStep2: { id: 'app.homeStep2', defaultMessage: 'Scroll down and tap Add to Home Screen, then Add.', description: 'Add to home screen guide, step 2' },
  installHeading: { id: 'app.installHeading', defaultMessage: 'Install on this phone', description: 'Heading of the section that installs the site with the browser’s own install prompt (Chrome on Android)' },
  installLine: {
    id: 'app.installLine',
    defaultMessage: 'No download needed: the site goes on your home screen, opens full screen and loads faster.',
    description: 'Line of the install section: what installing the site (a web app) gives',
  },
  install: { id: 'app.install', defaultMessage: 'Install', description: 'Button that opens the browser’s prompt to install the site on the home screen' },
  steps: { id: 'app.steps', defaultMessage: 'How to install', description: 'Accessible name of an install guide' },
});

/** The heading of the app download screen. */
export const APP_HEADING_TEXT = defineMessage<{ site: string }>({ id: 'app.heading', defaultMessage: 'Get the {site} app', description: 'Heading of the app download screen' });
