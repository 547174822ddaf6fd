/**
 * Word lists for seeded people, companies and addresses. Names are grouped by culture, and each
 * culture lists the countries its people mostly live in, so that a name, its country and its phone
 * number usually belong together (a few people are drawn abroad; see `people.ts`).
 */

import { textList, textRows } from './seed-tables';

export interface Country {
  name: string;
  /** Phone number pattern; every `#` becomes a digit, every `%` a digit from 2 to 9. */
  phone: string;
  cities: readonly string[];
  /** Country-code top-level domain, used for some company domains. */
  tld: string;
}

export interface Culture {
  /** Relative share of people drawn from this culture. */
  weight: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  countries: readonly Country[];
}

/** One country a line: name | phone pattern | country-code top-level domain | cities. */
const countryTable = `
United States        | +1 (%##) %##-####  | us     | New York, Chicago, Austin, Seattle, Denver
United Kingdom       | +44 7### ######    | co.uk  | London, Manchester, Bristol, Leeds
Canada               | +1 (%##) %##-####  | ca     | Toronto, Vancouver, Montreal
Australia            | +61 4## ### ###    | com.au | Sydney, Melbourne, Brisbane
Ireland              | +353 8# ### ####   | ie     | Dublin, Cork, Galway
New Zealand          | +64 2# ### ####    | co.nz  | Auckland, Wellington
France               | +33 6 ## ## ## ##  | fr     | Paris, Lyon, Marseille, Toulouse, Nantes
Belgium              | +32 4## ## ## ##   | be     | Brussels, Antwerp, Ghent
Switzerland          | +41 7# ### ## ##   | ch     | Zurich, Geneva, Basel
Germany              | +49 15# ########   | de     | Berlin, Munich, Hamburg, Cologne
Austria              | +43 664 #######    | at     | Vienna, Graz, Salzburg
Netherlands          | +31 6 ########     | nl     | Amsterdam, Rotterdam, Utrecht
Sweden               | +46 7# ### ## ##   | se     | Stockholm, Gothenburg, Malmö
Norway               | +47 9## ## ###     | no     | Oslo, Bergen, Trondheim
Denmark              | +45 ## ## ## ##    | dk     | Copenhagen, Aarhus, Odense
Finland              | +358 40 ### ####   | fi     | Helsinki, Tampere, Turku
Spain                | +34 6## ### ###    | es     | Madrid, Barcelona, Valencia, Seville
Mexico               | +52 55 #### ####   | mx     | Mexico City, Guadalajara, Monterrey
Argentina            | +54 9 11 ####-#### | com.ar | Buenos Aires, Córdoba, Rosario
Colombia             | +57 3## ### ####   | co     | Bogotá, Medellín, Cali
Chile                | +56 9 #### ####    | cl     | Santiago, Valparaíso
Brazil               | +55 11 9####-####  | com.br | São Paulo, Rio de Janeiro, Belo Horizonte, Curitiba
Portugal             | +351 9## ### ###   | pt     | Lisbon, Porto, Braga
Italy                | +39 3## ### ####   | it     | Rome, Milan, Naples, Turin, Florence
Poland               | +48 5## ### ###    | pl     | Warsaw, Kraków, Gdańsk, Wrocław
Czech Republic       | +420 6## ### ###   | cz     | Prague, Brno
Romania              | +40 7## ### ###    | ro     | Bucharest, Cluj-Napoca, Iași
Ukraine              | +380 67 ### ## ##  | ua     | Kyiv, Lviv, Odesa
India                | +91 9#### #####    | in     | Mumbai, Bengaluru, Delhi, Chennai, Pune, Hyderabad
Pakistan             | +92 3## #######    | pk     | Karachi, Lahore, Islamabad
Egypt                | +20 10 #### ####   | eg     | Cairo, Alexandria, Giza
United Arab Emirates | +971 5# ### ####   | ae     | Dubai, Abu Dhabi
Morocco              | +212 6## ## ## ##  | ma     | Casablanca, Rabat, Marrakesh
Jordan               | +962 7# ### ####   | jo     | Amman, Irbid
Turkey               | +90 5## ### ## ##  | com.tr | Istanbul, Ankara, Izmir
China                | +86 13# #### ####  | cn     | Shanghai, Beijing, Shenzhen, Hangzhou
Singapore            | +65 9### ####      | sg     | Singapore
Japan                | +81 90-####-####   | jp     | Tokyo, Osaka, Kyoto, Yokohama
South Korea          | +82 10-####-####   | kr     | Seoul, Busan, Incheon
Vietnam              | +84 9# ### ## ##   | vn     | Hanoi, Ho Chi Minh City, Da Nang
Philippines          | +63 9## ### ####   | ph     | Manila, Cebu, Davao
Nigeria              | +234 80# ### ####  | ng     | Lagos, Abuja, Ibadan
Ghana                | +233 24 ### ####   | com.gh | Accra, Kumasi
Kenya                | +254 7## ######    | co.ke  | Nairobi, Mombasa, Kisumu
South Africa         | +27 8# ### ####    | co.za  | Johannesburg, Cape Town, Durban
`;

const countries = new Map(
  textRows(countryTable).map(
    ([name = '', phone = '', tld = '', cities = '']): [string, Country] => [
      name,
      { name, phone, tld, cities: textList(cities) },
    ],
  ),
);

/** The countries named, in order (a country named twice is drawn twice as often). */
function countriesNamed(names: string): Country[] {
  return textList(names).map((name) => {
    const found = countries.get(name);
    if (!found) throw new Error(`people-data: no country named ${name}`);
    return found;
  });
}

export const cultures: readonly Culture[] = [
  {
    weight: 6,
    firstNames: textList(`
      James, Olivia, Liam, Emma, Noah, Ava, Ethan, Sophia, Mason, Isabella, Oliver, Charlotte,
      Henry, Amelia, Jack, Grace, Samuel, Chloe, Daniel, Hannah, Ryan, Megan
    `),
    lastNames: textList(`
      Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Taylor, Anderson, Thomas,
      Moore, Clarke, Walker, Wright, Robinson, Hughes, Murphy, Kelly, Campbell, Bennett, Foster
    `),
    countries: countriesNamed(
      'United States, United States, United Kingdom, Canada, Australia, Ireland, New Zealand',
    ),
  },
  {
    weight: 2,
    firstNames: textList(`
      Camille, Louis, Léa, Hugo, Chloé, Gabriel, Manon, Arthur, Inès, Jules, Zoé, Raphaël, Juliette,
      Théo, Élodie, Antoine
    `),
    lastNames: textList(`
      Martin, Bernard, Dubois, Robert, Richard, Petit, Durand, Leroy, Moreau, Laurent, Lefèvre,
      Fournier, Girard, Bonnet, Dupont, Rousseau
    `),
    countries: countriesNamed('France, France, Belgium, Switzerland, Canada'),
  },
  {
    weight: 2,
    firstNames: textList(`
      Lukas, Anna, Felix, Marie, Jonas, Lena, Maximilian, Sophie, Leon, Hannah, Paul, Emilia,
      Tobias, Katrin, Florian, Johanna
    `),
    lastNames: textList(`
      Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Schäfer, Koch,
      Richter, Klein, Wolf, Neumann, Braun
    `),
    countries: countriesNamed('Germany, Germany, Austria, Switzerland'),
  },
  {
    weight: 1,
    firstNames: textList(`
      Daan, Sanne, Bram, Femke, Lars, Ingrid, Sven, Astrid, Jens, Freya, Mikko, Aino, Erik, Sigrid
    `),
    lastNames: textList(`
      de Vries, Jansen, van Dijk, Bakker, Visser, Andersson, Johansson, Nielsen, Larsen, Lindqvist,
      Hansen, Berg, Virtanen, Korhonen
    `),
    countries: countriesNamed('Netherlands, Sweden, Norway, Denmark, Finland'),
  },
  {
    weight: 4,
    firstNames: textList(`
      Sofía, Mateo, Valentina, Santiago, Lucía, Diego, Martina, Alejandro, Camila, Javier, Isabel,
      Pablo, Carmen, Andrés, Gabriela, Joaquín, Daniela, Emilio
    `),
    lastNames: textList(`
      García, Rodríguez, Martínez, López, González, Hernández, Pérez, Sánchez, Ramírez, Torres,
      Flores, Rivera, Gómez, Díaz, Morales, Ortiz, Castillo, Mendoza
    `),
    countries: countriesNamed(
      'Spain, Spain, Mexico, Mexico, Argentina, Colombia, Chile, United States',
    ),
  },
  {
    weight: 2,
    firstNames: textList(`
      João, Maria, Pedro, Larissa, Gustavo, Fernanda, Thiago, Mariana, Felipe, Bruna, Rodrigo,
      Juliana, Vinícius, Letícia, Eduardo, Carolina
    `),
    lastNames: textList(`
      Silva, Santos, Oliveira, Souza, Lima, Pereira, Costa, Ferreira, Almeida, Carvalho, Ribeiro,
      Rocha, Barbosa, Cardoso, Teixeira, Araújo
    `),
    countries: countriesNamed('Brazil, Brazil, Brazil, Portugal'),
  },
  {
    weight: 1.5,
    firstNames: textList(`
      Giulia, Lorenzo, Francesca, Alessandro, Chiara, Matteo, Sara, Leonardo, Alessia, Riccardo,
      Elena, Davide, Federica, Marco, Giorgia, Simone
    `),
    lastNames: textList(`
      Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo,
      Conti, De Luca, Mancini, Lombardi
    `),
    countries: countriesNamed('Italy, Italy, Italy, Switzerland'),
  },
  {
    weight: 2,
    firstNames: textList(`
      Jakub, Zofia, Kacper, Julia, Mateusz, Natalia, Piotr, Aleksandra, Tomasz, Katarzyna, Łukasz,
      Agnieszka, Ondřej, Tereza, Dmytro, Olena, Andrei, Ioana
    `),
    lastNames: textList(`
      Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński, Lewandowski, Zieliński, Szymański, Dvořák,
      Novák, Popescu, Ionescu, Shevchenko, Kovalenko, Bondarenko, Marković
    `),
    countries: countriesNamed('Poland, Poland, Czech Republic, Romania, Ukraine'),
  },
  {
    weight: 4,
    firstNames: textList(`
      Aarav, Priya, Arjun, Ananya, Rohan, Diya, Vikram, Kavya, Aditya, Isha, Rahul, Neha, Sanjay,
      Pooja, Karan, Meera, Imran, Ayesha
    `),
    lastNames: textList(`
      Sharma, Patel, Singh, Kumar, Gupta, Reddy, Iyer, Nair, Mehta, Joshi, Chatterjee, Banerjee,
      Rao, Desai, Kapoor, Malhotra, Khan, Qureshi
    `),
    countries: countriesNamed(
      'India, India, India, India, Pakistan, United Kingdom, United States',
    ),
  },
  {
    weight: 2,
    firstNames: textList(`
      Omar, Layla, Youssef, Fatima, Karim, Nour, Hassan, Salma, Tariq, Yasmin, Emre, Elif, Mehmet,
      Zeynep, Khalid, Amira
    `),
    lastNames: textList(`
      Haddad, Mansour, Nasser, Saleh, Hamdan, El-Sayed, Farouk, Aziz, Benali, Khoury, Yilmaz, Kaya,
      Demir, Şahin, Öztürk, Aydın
    `),
    countries: countriesNamed('Egypt, United Arab Emirates, Morocco, Jordan, Turkey, Turkey'),
  },
  {
    weight: 3,
    firstNames: textList(`
      Wei, Mei, Jun, Xin, Hao, Yan, Jie, Lan, Ming, Ying, Chen, Lei, Hui, Tao
    `),
    lastNames: textList(`
      Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Lin
    `),
    countries: countriesNamed('China, China, China, Singapore, Canada'),
  },
  {
    weight: 1.5,
    firstNames: textList(`
      Hiroshi, Yuki, Haruto, Sakura, Kenji, Aiko, Takumi, Hana, Ren, Mio, Daiki, Emi
    `),
    lastNames: textList(`
      Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida,
      Yamada
    `),
    countries: countriesNamed('Japan'),
  },
  {
    weight: 1,
    firstNames: textList(`
      Min-jun, Seo-yeon, Ji-ho, Ha-eun, Hyun-woo, Ji-woo, Do-yoon, Soo-ah, Jae-won, Yu-na
    `),
    lastNames: textList(`
      Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim
    `),
    countries: countriesNamed('South Korea'),
  },
  {
    weight: 1.5,
    firstNames: textList(`
      Minh, Linh, Anh, Thao, Duc, Huong, Bao, Trang, Miguel, Andrea, Paolo, Kristine
    `),
    lastNames: textList(`
      Nguyen, Tran, Pham, Le, Hoang, Vu, Santos, Reyes, Cruz, Bautista, Mendoza, Aquino
    `),
    countries: countriesNamed('Vietnam, Vietnam, Philippines, Philippines'),
  },
  {
    weight: 2.5,
    firstNames: textList(`
      Chinedu, Ngozi, Emeka, Amara, Kwame, Abena, Kofi, Ama, Wanjiru, Otieno, Baraka, Zawadi, Thabo,
      Naledi, Sipho, Lerato
    `),
    lastNames: textList(`
      Okafor, Adeyemi, Okonkwo, Eze, Balogun, Mensah, Boateng, Owusu, Asante, Kamau, Odhiambo,
      Mwangi, Wanjiku, Ndlovu, Dlamini, Nkosi
    `),
    countries: countriesNamed('Nigeria, Nigeria, Ghana, Kenya, Kenya, South Africa'),
  },
];
export const companyStems = [
  'Acme',
  'Northwind',
  'Bluepeak',
  'Brightline',
  'Cedarwood',
  'Cobalt',
  'Evergreen',
  'Falcon',
  'Granite',
  'Harbor',
  'Ironbridge',
  'Juniper',
  'Keystone',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Oakridge',
  'Pinnacle',
  'Quantum',
  'Redwood',
  'Silverline',
  'Summit',
  'Tidewater',
  'Vertex',
  'Willow',
  'Zenith',
  'Aurora',
  'Beacon',
  'Copperleaf',
  'Driftwood',
  'Foxglove',
  'Helix',
  'Lakeshore',
  'Mosaic',
  'Orbit',
  'Polaris',
  'Riverstone',
  'Sequoia',
  'Stellar',
  'Atlas',
] as const;

export const companyKinds = [
  'Labs',
  'Systems',
  'Studio',
  'Consulting',
  'Logistics',
  'Health',
  'Media',
  'Analytics',
  'Software',
  'Foods',
  'Energy',
  'Capital',
  'Design',
  'Robotics',
  'Networks',
  'Partners',
  'Retail',
  'Group',
  'Ventures',
  'Technologies',
] as const;

export const streetNames = [
  'Market Street',
  'Station Road',
  'Park Avenue',
  'Harbour View',
  'Oak Lane',
  'Mill Road',
  'Riverside Drive',
  'King Street',
  'Church Lane',
  'Victoria Road',
  'Elm Street',
  'Lakeview Terrace',
  'Hillside Avenue',
  'Bridge Street',
  'Maple Court',
  'Garden Walk',
] as const;
