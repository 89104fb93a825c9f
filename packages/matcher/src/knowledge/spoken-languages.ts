import type { Profession } from './types';

// Spoken languages: names that are also adjectives ("Italian cuisine") count only in a language context.
export const spokenLanguages = {
  category: 'Languages',
  skills: `
English | ?English, English language, Business English, Fluent English, English fluency, Native English, English proficiency, English speaker @spoken
Spanish | ?Spanish, Spanish language, Fluent in Spanish, Spanish speaker, Bilingual Spanish, Spanish-speaking, Castilian @spoken
French | ?French, French language, Fluent in French, French speaker @spoken
German | ?German, German language, Fluent in German, German speaker, Deutsch @spoken
Italian | ?Italian, Italian language, Fluent in Italian @spoken
Portuguese | ?Portuguese, Portuguese language, Brazilian Portuguese @spoken
Dutch | ?Dutch, Dutch language, Flemish @spoken
Russian | ?Russian, Russian language, Fluent in Russian, Native Russian @spoken
Ukrainian | ?Ukrainian, Ukrainian language @spoken
Polish | ~Polish, Polish language, Fluent in Polish @spoken
Czech | ?Czech, Czech language @spoken
Hungarian | ?Hungarian @spoken
Romanian | ?Romanian @spoken
Bulgarian | ?Bulgarian @spoken
Serbian | ?Serbian, ?Croatian, ?Bosnian, Serbo-Croatian @spoken
Greek | ?Greek, Greek language, Modern Greek @spoken
Turkish | ?Turkish, Turkish language @spoken
Hebrew | ?Hebrew, Hebrew language, Fluent in Hebrew @spoken
Arabic | ?Arabic, Arabic language, Modern Standard Arabic, Fluent in Arabic @spoken
Persian | ?Persian, ?Farsi, ?Dari @spoken
Hindi | ?Hindi, Hindi language @spoken
Urdu | ?Urdu @spoken
Bengali | ?Bengali, ?Bangla @spoken
Punjabi | ?Punjabi @spoken
Tamil | ?Tamil @spoken
Telugu | ?Telugu @spoken
Marathi | ?Marathi @spoken
Gujarati | ?Gujarati @spoken
Kannada | ?Kannada @spoken
Malayalam | ?Malayalam @spoken
Mandarin | ?Mandarin, ?Chinese, Mandarin Chinese, Chinese language, ?Putonghua @spoken
Cantonese | ?Cantonese @spoken
Japanese | ?Japanese, Japanese language, JLPT @spoken
Korean | ?Korean, Korean language @spoken
Vietnamese | ?Vietnamese @spoken
Thai | ?Thai, Thai language @spoken
Indonesian | ?Indonesian, ?Bahasa, Bahasa Indonesia, ?Malay @spoken
Tagalog | ?Tagalog, ?Filipino @spoken
Swahili | ?Swahili, Kiswahili @spoken
Amharic | ?Amharic @spoken
Swedish | ?Swedish @spoken
Norwegian | ?Norwegian @spoken
Danish | ?Danish @spoken
Finnish | ?Finnish @spoken
Belarusian | ?Belarusian @spoken
Georgian | ?Georgian @spoken
Armenian | ?Armenian @spoken
Yiddish | ?Yiddish @spoken
Sign Language | American Sign Language, ASL, British Sign Language, BSL
Bilingual | Bilingualism, Multilingual, Trilingual, Polyglot, Fluent in two languages, Fluent in three languages
`,
} as const satisfies Profession;
