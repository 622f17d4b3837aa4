import { registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  speech_not_configured: {
    en: 'Speech recognition is not connected on this server.',
    ru: 'Распознавание речи не подключено на этом сервере.',
  },
  tts_not_configured: {
    en: 'Reading aloud is not connected on this server.',
    ru: 'Озвучивание текста не подключено на этом сервере.',
  },
  audio_file_missing: {
    en: 'Attach an audio file in the "file" field.',
    ru: 'Приложите аудиофайл в поле «file».',
  },
  audio_unsupported_type: {
    en: 'This is not an audio format we accept: WAV, Ogg/Opus, WebM, MP3, M4A/MP4 or FLAC.',
    ru: 'Этот формат не поддерживается: подойдут WAV, Ogg/Opus, WebM, MP3, M4A/MP4 или FLAC.',
  },
  audio_too_long: {
    en: 'The recording is longer than {maxMinutes} minutes; nothing was charged.',
    ru: 'Запись длиннее {maxMinutes} минут; деньги не списаны.',
  },
  speech_provider_refused: {
    en: 'The speech service could not process this: {reason}. Nothing was charged.',
    ru: 'Сервис речи не смог это обработать: {reason}. Деньги не списаны.',
  },
  speech_provider_unavailable: {
    en: 'The speech service is not answering. Try again later; nothing was charged.',
    ru: 'Сервис речи не отвечает. Попробуйте позже; деньги не списаны.',
  },
  audio_upload_too_large: {
    en: 'The file is larger than {maxMb} MB. Shorten or compress it and upload it again.',
    ru: 'Файл больше {maxMb} МБ. Сократите или сожмите его и загрузите снова.',
  },
  audio_part_invalid: {
    en: 'Part {part} of the upload has the wrong size (expected {bytes} bytes). Send it again.',
    ru: 'Часть {part} загрузки неверного размера (ожидалось {bytes} байт). Отправьте её снова.',
  },
  audio_part_number_invalid: {
    en: 'This upload has {count} parts; there is no part {part}.',
    ru: 'В этой загрузке {count} частей; части {part} нет.',
  },
  audio_upload_incomplete: {
    en: 'Part {part} of the file has not arrived yet; send it, then finish the upload.',
    ru: 'Часть {part} файла ещё не получена; отправьте её, затем завершите загрузку.',
  },
  tts_nothing_to_read: {
    en: 'There is no text to read aloud.',
    ru: 'Нет текста для озвучивания.',
  },
});
