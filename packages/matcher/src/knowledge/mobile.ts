import type { Profession } from './types';

export const mobile = {
  category: 'Mobile',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  roles: `
mobile-developer | mobile app development | software | frontend-developer fullstack-developer | mobile_developer ios_developer android_developer mobile_engineer ios_engineer android_engineer mobile_app_developer react_native_developer flutter_developer | Mobile Development 1; iOS 1; Android 1; Swift 1; Objective-C 1; Kotlin 0.7; SwiftUI 1; UIKit 1; Flutter 1; Dart 0.9; React Native 1; Xcode 0.9; Xamarin 0.8; Ionic 0.8; Cordova 0.8; App Store Deployment 1; Retrofit 0.9; Room Database 0.9; Dagger Hilt 0.9; Core Data 0.9; CocoaPods 0.9
`,
  skills: `
Mobile Development | Mobile app development, Mobile applications, Mobile apps, Mobile application development, Mobile developer
iOS | iOS development, iOS SDK, iOS apps, IOS, iPhone development, iPad development > Mobile Development 0.7
Android | Android development, Android SDK, Android Studio, Android apps, Android Jetpack, Jetpack Compose > Mobile Development 0.7
SwiftUI > Swift 0.8; iOS 0.8
UIKit > iOS 0.8; Swift 0.5
Cocoa Touch | Cocoa, ~Cocoa > iOS 0.8 @apple
Core Data | CoreData > iOS 0.8
Xcode | XCode > iOS 0.6
CocoaPods | Cocoapods, Carthage, Swift Package Manager > iOS 0.6
Alamofire > iOS 0.6; Swift 0.6
Realm | Realm DB, ~REALM, ~Realm > Mobile Development 0.5 @apple
Flutter > Dart 0.8; Mobile Development 0.7
Xamarin | Xamarin.Forms > C# 0.7; Mobile Development 0.7
Ionic | Ionic Framework, ~Ionic > Mobile Development 0.6; JavaScript 0.5 @js
Capacitor | CapacitorJS, Capacitor.js, Ionic Capacitor, ~Capacitor > Mobile Development 0.6; JavaScript 0.5 @js
Cordova | Apache Cordova, PhoneGap > Mobile Development 0.6
Expo | Expo.dev, ~Expo > React Native 0.8 @js
Kotlin Multiplatform | KMM > Kotlin 0.8
Firebase | Firebase Auth, Firestore, Cloud Firestore, Firebase Cloud Messaging, FCM, Firebase Realtime Database
Push Notifications | APNs, Push notification
App Store Deployment | App Store Connect, Google Play Console, TestFlight, App Store submission
Mobile UI Design | Mobile UI, Mobile UX
watchOS | WatchOS > iOS 0.7
Android NDK > Android 0.8; C++ 0.5
Retrofit | OkHttp, ~Retrofit > Android 0.7 @lang
Room Database | Android Room > Android 0.7
Dagger Hilt | Dagger 2, Dagger2 > Android 0.6
RxJava | RxKotlin > Java 0.5
MVVM | Model-View-ViewModel
MVP Architecture | Model-View-Presenter
Grand Central Dispatch | GCD > iOS 0.7
Auto Layout | Autolayout > iOS 0.7
Mobile Testing | Appium, Espresso testing, XCTest, XCUITest > Software Testing 0.5
`,
} as const satisfies Profession;
