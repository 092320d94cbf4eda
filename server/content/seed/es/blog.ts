import type { SeedPost } from '../blog'

/** The blog's posts in Spanish: the same slugs and covers as the English ones, in the same order. */
export const POSTS_ES: readonly SeedPost[] = [
  {
    slug: 'travel-passes-canada-mexico-europe',
    data: {
      title: '¿Viajas este invierno? Lleva tu plan contigo',
      summary:
        'Un pase de viaje mantiene tu número, tus mensajes y tus datos funcionando en Canadá, México y ocho países de Europa, por un precio fijo que ves antes de pagar.',
      cover: {
        file: 'blog-travel-pass.svg',
        alternativeText: 'Una maleta junto a un teléfono con un pase de viaje',
        width: 1200,
        height: 630,
      },
      publishedAt: '2026-10-14T15:00:00.000Z',
      body: `Los cargos de roaming son el recuerdo de viaje que nadie quiere. Antes de volar, agrega un pase de viaje a tu línea desde **Mi cuenta → Planes**: empieza el día que elijas y termina solo, así que no tienes nada que cancelar al volver.

## Qué pase elegir

- **Canadá y México, 7 días, $15**: llamadas, mensajes y 5 GB de datos de alta velocidad al día.
- **Europa, 7 días, $25**: llamadas, mensajes y 2 GB al día en Alemania, España, Francia, Irlanda, Italia, los Países Bajos, Portugal y el Reino Unido.
- **Europa, 14 días, $40**: lo mismo, para un viaje más largo.

El plan Unlimited Max ya incluye roaming en Canadá y México, así que solo necesitas un pase para Europa.

## Tres consejos antes de embarcar

1. **Compra el pase un día antes.** Está listo en cuanto empieza su primer día, dondequiera que aterrices.
2. **Activa las llamadas por Wi-Fi.** En un hotel con buen Wi-Fi tus llamadas se oyen bien y no gastan tus datos del día.
3. **Descarga los mapas sin conexión.** La navegación es lo que más datos gasta en un viaje; un mapa sin conexión no cuesta nada.

¿Cambiaron tus planes? Un pase que todavía no empezó se puede cancelar desde la misma página, y el reembolso vuelve a la tarjeta con la que pagaste.`,
    },
  },
  {
    slug: 'how-to-set-up-esim',
    data: {
      title: 'Tu eSIM en cinco minutos: guía paso a paso',
      summary:
        'Sin bandeja de SIM y sin esperar el correo postal. Así compruebas que tu teléfono es compatible con eSIM, escaneas tu código QR y te conectas a la red antes de que se enfríe tu café.',
      cover: {
        file: 'blog-esim-guide.svg',
        alternativeText: 'Un teléfono escaneando un código QR para agregar una eSIM',
        width: 1200,
        height: 630,
      },
      publishedAt: '2026-11-05T15:00:00.000Z',
      body: `Una eSIM es una tarjeta SIM integrada en tu teléfono. En lugar de una tarjeta de plástico por correo postal, recibes un código QR en cuanto finalizas la compra, y tu línea está lista en minutos.

## Antes de empezar

- **¿Tu teléfono está desbloqueado?** Un teléfono que todavía pagas a otra compañía puede estar bloqueado para ella: pídele que lo desbloquee primero.
- **¿Es compatible con eSIM?** Al finalizar la compra te pedimos el IMEI de tu teléfono (marca \`*#06#\` para verlo) y te lo decimos al momento.
- **¿Estás conectado a Wi-Fi?** El teléfono descarga tu perfil de eSIM una sola vez, con cualquier conexión.

## Configúrala

1. Elige **eSIM** al finalizar la compra y paga. Tu código QR aparece en la página de confirmación y en **Mi cuenta → Planes**.
2. En tu teléfono, abre **Ajustes → Datos móviles** (o **Celular**) y toca **Agregar eSIM**.
3. Escanea el código QR. ¿No tienes cámara a la mano? Ingresa el código de activación que aparece debajo.
4. Ponle un nombre a la línea, como "Ring", y elígela para llamadas y datos.

Listo: haz una llamada de prueba, y la página de tu línea en Mi cuenta la muestra como activa.

## Cuando cambies de teléfono

Un teléfono nuevo no significa un número nuevo. En la página de tu línea elige **Cambiar a un teléfono nuevo** y te enviamos una eSIM nueva para él. La eSIM del teléfono anterior deja de funcionar en cuanto la nueva se activa, y te avisamos por correo electrónico cuando pasa, para que siempre lo sepas.`,
    },
  },
  {
    slug: 'more-5g-coverage-this-winter',
    data: {
      title: 'Más 5G y menos zonas sin señal: lo que la mejora de nuestra red significa para ti',
      summary:
        'Nuestra red asociada encendió nuevas antenas 5G en el Medio Oeste y el Sureste. Te contamos dónde lo vas a notar y qué tienes que hacer (nada).',
      cover: {
        file: 'blog-network-5g.svg',
        alternativeText: 'Una antena que emite anillos de señal 5G sobre una ciudad',
        width: 1200,
        height: 630,
      },
      publishedAt: '2026-11-24T15:00:00.000Z',
      body: `Ring Mobile funciona en una de las redes 5G más grandes del país. Este otoño esa red encendió más de 1,200 antenas nuevas, la mayoría en lugares que nuestros clientes nos señalaron: carreteras entre ciudades, ciudades universitarias y los suburbios de Chicago, Atlanta y Nashville.

## Qué cambia para ti

- **Datos más rápidos donde ya tenías 5G.** Las antenas nuevas reparten la carga, así que la velocidad se mantiene en las horas de más uso.
- **5G donde tenías 4G LTE.** Muchos pueblos pequeños tienen 5G por primera vez.
- **Llamadas más claras dentro de casa.** El 5G de banda baja llega más adentro de los edificios que la señal a la que reemplaza.

## ¿Tengo que hacer algo?

No. Todos los planes de Ring Mobile incluyen 5G sin costo adicional, en cualquier teléfono 5G. Si tu teléfono muestra LTE donde esperas 5G, reinícialo una vez y comprueba que **5G** esté permitido en los ajustes de datos móviles.

> No construimos antenas: elegimos una red y la vigilamos de cerca. Cuando mejora, tu plan mejora al mismo precio.

¿Preguntas sobre la cobertura donde vives o trabajas? Escríbenos desde la página [Contáctanos](/contact-us) y una persona de nuestro equipo lo revisará por ti.`,
    },
  },
]
